/**
 * The two consent boxes of the registration and of the terms consent screen.
 * They live beside the screens that show them, not in the shell's catalogue (texts.ts), so that
 * only the lazily loaded screens carry them and the start of the app stays within its size budget.
 */
export const consentTexts = {
  privacyBefore: 'Ich habe die ',
  privacyLink: 'Datenschutzerklärung',
  privacyAfter: ' gelesen und akzeptiere sie.',
  termsBefore: 'Ich akzeptiere die ',
  termsLink: 'AGB',
  termsAfter: '.',
  opensInNewTab: '(öffnet in einem neuen Tab)',
} as const;
