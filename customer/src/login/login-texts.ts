import { publicPages } from '@bfsm/api-adapter';

/**
 * German texts of the login screen.
 * They live beside the screens that show them, not in the shell's catalogue (texts.ts), so that
 * only the lazily loaded screens carry them and the start of the app stays within its size budget.
 */
export const loginTexts = {
  title: publicPages.login.title,
  email: 'E-Mail',
  password: 'Passwort',
  submit: 'Anmelden',
  forgotPassword: 'Passwort vergessen?',
  noAccount: 'Noch kein Konto?',
  register: 'Jetzt kostenlos testen',
  passkey: 'Mit Passkey anmelden',
  passkeyRefused: 'Die Anmeldung mit Passkey wurde abgebrochen.',
} as const;
