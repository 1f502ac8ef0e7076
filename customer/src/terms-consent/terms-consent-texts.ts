/**
 * German texts of the consent to new terms.
 * They live beside the screens that show them, not in the shell's catalogue (texts.ts), so that
 * only the lazily loaded screens carry them and the start of the app stays within its size budget.
 */
export const termsConsentTexts = {
  title: 'Datenschutzerklärung und AGB',
  intro:
    'Wir haben unsere Datenschutzerklärung und unsere AGB aktualisiert. Bitte stimmen Sie den aktuellen Fassungen zu, um fortzufahren.',
  submit: 'Zustimmen und fortfahren',
} as const;
