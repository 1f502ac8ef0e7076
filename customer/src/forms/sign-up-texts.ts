/**
 * German texts of the fields that the registration and the invitation's new-user form share.
 * They live beside those lazily loaded forms, not in the shell's catalogue (texts.ts).
 */
export const signUpTexts = {
  personalHeading: 'Ihre Angaben',
  greeting: 'Anrede',
  chooseGreeting: 'Bitte wählen',
  firstName: 'Vorname',
  lastName: 'Nachname',
  email: 'E-Mail',
  password: 'Passwort',
  passwordRepeat: 'Passwort wiederholen',
  newsletterHeading: 'Newsletter',
  newsletter: 'Ja, ich möchte den Newsletter erhalten (etwa einmal im Monat).',
  consentHeading: 'Datenschutz und AGB',
  privacyRequired: 'Bitte akzeptieren Sie die Datenschutzerklärung.',
  termsRequired: 'Bitte akzeptieren Sie die AGB.',
} as const;
