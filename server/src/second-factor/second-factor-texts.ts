import { texts } from '@bfsm/api-adapter';

/** The server's German messages about the second factor. */
export const secondFactorTexts = {
  alreadyEnabled: 'Die Zwei-Faktor-Anmeldung ist bereits eingerichtet.',
  noSetup: 'Bitte starten Sie die Einrichtung erneut.',
  notEnabled: 'Die Zwei-Faktor-Anmeldung ist nicht eingerichtet.',
  passwordOrCodeWrong: 'Das Passwort oder der Code ist falsch.',
  identityCodeMissing: 'Bitte geben Sie auch den Code aus Ihrer Authenticator-App ein.',
  identityNeedsPasskey: 'Bitte bestätigen Sie mit Ihrem Passkey.',
  codeWrong: texts.secondFactor.codeWrong,
  signInAgain: texts.secondFactor.signInAgain,
} as const;
