import { publicPages } from '@bfsm/api-adapter';

/** German texts of 'Das war ich nicht'; beside the screen, so only it carries them. */
export const notMeTexts = {
  title: publicPages.notMe.title,
  text: 'Sie haben eine Änderung an Ihrem Konto nicht selbst vorgenommen? Dann sichern Sie Ihr Konto jetzt: Wir beenden alle Anmeldungen, sperren die in den letzten 24 Stunden aktivierten Geräte, und Sie vergeben ein neues Passwort.',
  submit: 'Konto sichern',
  toLogin: 'Zur Anmeldung',
} as const;
