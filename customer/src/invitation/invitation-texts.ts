import { publicPages } from '@bfsm/api-adapter';

/**
 * German texts of the invitation screens; the shared invitation messages are in texts.invitation,
 * the new-user form's fields are worded in signUpTexts (forms/sign-up-texts.ts).
 */
export const invitationTexts = {
  title: publicPages.invitation.title,
  declineTitle: publicPages.declineInvitation.title,
  intro: (invitingUser: string, product: string, licenseName: string) =>
    `${invitingUser} lädt Sie ein, ${product} mit einer Lizenz „${licenseName}“ zu nutzen.`,
  forAddress: (email: string) => `Die Einladung gilt für ${email}.`,
  signIn: 'Anmelden',
  accept: 'Einladung annehmen',
  newUserHeading: 'Ihr Zugang',
  newUserIntro: 'Legen Sie Ihr Passwort fest und ergänzen Sie Ihre Angaben; danach sind Sie angemeldet und können die Lizenz nutzen.',
  acceptAndCreate: 'Einladung annehmen',
  declineHeading: 'Sie möchten die Einladung nicht annehmen?',
  report: 'Diese Einladung als Missbrauch melden (ich kenne den Absender nicht oder habe sie nicht erwartet)',
  decline: 'Einladung ablehnen',
  acceptInstead: 'Einladung doch annehmen',

  declinedTitle: publicPages.invitationDeclined.title,
  declined: 'Sie haben die Einladung abgelehnt. Der Link in der E-Mail ist nicht mehr gültig.',
  declinedAndReported:
    'Sie haben die Einladung abgelehnt und als Missbrauch gemeldet. Vielen Dank für Ihren Hinweis – der Verwalter des Pools und unser Team sehen die Meldung. Der Link in der E-Mail ist nicht mehr gültig.',
  toStart: 'Zur Startseite',
} as const;
