/** The server's German messages about passkeys. */
export const passkeyTexts = {
  refused: 'Der Passkey konnte nicht geprüft werden. Bitte versuchen Sie es erneut.',
  unknown: 'Dieser Passkey ist keinem Konto zugeordnet. Bitte melden Sie sich mit E-Mail-Adresse und Passwort an.',
  unverified: 'Bitte bestätigen Sie den Passkey mit PIN, Fingerabdruck oder Gesicht.',
  exists: 'Dieser Passkey ist bereits gespeichert.',
  lastWayToSignIn: 'Dieser Passkey ist die letzte Möglichkeit, sich anzumelden, und kann nicht entfernt werden.',
} as const;
