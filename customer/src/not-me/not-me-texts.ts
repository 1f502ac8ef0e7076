import { publicPages } from '@bfsm/api-adapter';

/** German texts of 'Das war ich nicht'; beside the screen, so only it carries them. */
export const notMeTexts = {
  title: publicPages.notMe.title,
  text: 'Sie haben eine Änderung an Ihrem Konto nicht selbst vorgenommen? Dann sichern Sie Ihr Konto jetzt: Wir beenden alle Anmeldungen, sperren die in den letzten 24 Stunden aktivierten Geräte, entfernen, was seit der Änderung zum Anmelden hinzugefügt wurde (Passkeys, Authenticator-App, Wiederherstellungscodes), und Sie vergeben ein neues Passwort.',
  submit: 'Konto sichern',
  toLogin: 'Zur Anmeldung',
  secured: 'Ihr Konto ist gesichert: Alle Anmeldungen sind beendet, die in den letzten 24 Stunden aktivierten Geräte gesperrt.',
  removed: 'Entfernt',
  remaining: 'Noch eingerichtet',
  nothing: 'Nichts',
  passkey: (name: string) => `Passkey „${name}“`,
  authenticatorApp: 'Authenticator-App',
  recoveryCodes: (count: number) => (count === 1 ? '1 Wiederherstellungscode' : `${count} Wiederherstellungscodes`),
  checkRemaining: 'Bitte prüfen Sie nach der Anmeldung unter „Passwort ändern“, ob Sie alles davon kennen.',
  newPassword: 'Neues Passwort vergeben',
} as const;
