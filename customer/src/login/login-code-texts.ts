import { recoveryCodesLeft } from '../account/second-factor/second-factor-texts';

/** The code step of the sign-in; loaded with the login screen only. */
export const loginCodeTexts = {
  title: 'Bestätigungscode',
  intro:
    'Bitte geben Sie den sechsstelligen Code aus Ihrer Authenticator-App ein oder bestätigen Sie mit Ihrem Passkey. Ohne App hilft einer Ihrer Wiederherstellungscodes.',
  code: 'Code',
  submit: 'Bestätigen',
  /** A passkey is a second factor too: an account whose only one is a passkey has no code to type. */
  passkey: 'Mit Passkey bestätigen',
  passkeyRefused: 'Die Bestätigung mit Passkey wurde abgebrochen.',
  required: 'Bitte geben Sie den Code ein.',
  recoveryCodeUsed: (left: number) => `Sie haben sich mit einem Wiederherstellungscode angemeldet. ${recoveryCodesLeft(left)}`,
  fewLeft: 'Ihnen bleiben nur noch wenige Wiederherstellungscodes.',
  renew: 'Neue Wiederherstellungscodes',
  goOn: 'Weiter',
} as const;
