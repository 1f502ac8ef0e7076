/** The server's German messages about passkeys. */
export const passkeyTexts = {
  refused: 'Der Passkey konnte nicht geprüft werden. Bitte versuchen Sie es erneut.',
  unverified: 'Bitte bestätigen Sie den Passkey mit PIN, Fingerabdruck oder Gesicht.',
  exists: 'Dieser Passkey ist bereits gespeichert.',
  lastWayToSignIn: 'Dieser Passkey ist die letzte Möglichkeit, sich anzumelden, und kann nicht entfernt werden.',
} as const;
