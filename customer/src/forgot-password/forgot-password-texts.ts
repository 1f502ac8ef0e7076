import { publicPages } from '@bfsm/api-adapter';

/**
 * German texts of the request for a new password.
 * They live beside the screens that show them, not in the shell's catalogue (texts.ts), so that
 * only the lazily loaded screens carry them and the start of the app stays within its size budget.
 */
export const forgotPasswordTexts = {
  title: publicPages.forgotPassword.title,
  intro:
    'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen eine E-Mail mit einem Link, über den Sie ein neues Passwort vergeben.',
  email: 'E-Mail',
  submit: 'Neues Passwort anfordern',
  toLogin: 'Zurück zur Anmeldung',
} as const;

/**
 * German texts of the new password behind the mail's link.
 * They live beside the screens that show them, not in the shell's catalogue (texts.ts), so that
 * only the lazily loaded screens carry them and the start of the app stays within its size budget.
 */
export const resetPasswordTexts = {
  title: publicPages.resetPassword.title,
  forAccount: (email: string) => `Für das Konto ${email}.`,
  password: 'Neues Passwort',
  passwordRepeat: 'Neues Passwort wiederholen',
  submit: 'Passwort speichern',
  requestNewLink: 'Neuen Link anfordern',
} as const;
