/** German texts that only the account calls of the server answer. */
export const accountTexts = {
  oldPasswordWrong: 'Ihr bisheriges Passwort ist nicht korrekt.',
} as const;
