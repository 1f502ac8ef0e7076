import { publicPages } from '@bfsm/api-adapter';

/**
 * German texts of the mail confirmation.
 * They live beside the screens that show them, not in the shell's catalogue (texts.ts), so that
 * only the lazily loaded screens carry them and the start of the app stays within its size budget.
 */
export const confirmMailTexts = {
  title: publicPages.confirmMail.title,
  text: 'Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren.',
  submit: 'E-Mail-Adresse bestätigen',
  toLogin: 'Zur Anmeldung',
} as const;
