/** 'Identität bestätigen'; beside the dialog, so only the screens that may open it carry these texts. */
export const freshProofTexts = {
  title: 'Identität bestätigen',
  intro:
    'Zu Ihrer Sicherheit: Bitte bestätigen Sie mit Ihrem Passwort und, falls eingerichtet, dem Code Ihrer Authenticator-App, dass Sie es sind.',
  password: 'Passwort',
  code: 'Code (falls eingerichtet)',
  submit: 'Bestätigen',
  passkey: 'Mit Passkey bestätigen',
  passkeyRefused: 'Die Bestätigung mit Passkey wurde abgebrochen.',
} as const;
