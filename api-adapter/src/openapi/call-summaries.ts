import type { contract } from '../contract/root.js';

type Contract = typeof contract;
type CallOf<Domain extends keyof Contract> = Contract[Domain][keyof Contract[Domain]];

/** The name of every call in the root contract. */
export type CallName = { [Domain in keyof Contract]: CallOf<Domain> extends { readonly name: infer Name } ? Name : never }[keyof Contract];

/**
 * The one-line German summary of every call, for the OpenAPI document. They live here and not in
 * the call declarations because the customer app imports its declarations into its first
 * screen's JavaScript, which has almost nothing left of its 30 KB budget; only the server's
 * document generator imports this module. The type makes a new call without a summary fail the
 * typecheck.
 */
export const callSummaries: Record<CallName, string> = {
  // auth
  getMenuInfo: 'Menü und Anmeldestatus des Browsers',
  checkLogin: 'Mit E-Mail-Adresse und Passwort anmelden',
  logout: 'Abmelden und zur Startseite weiterleiten',
  // registration
  getCaptchaChallenge: 'Neue Captcha-Aufgabe (ALTCHA) abrufen',
  registerToken: 'Formular-Token und Captcha für die Registrierung',
  register: 'Für die Testversion oder Concept registrieren',
  confirmMail: 'E-Mail-Adresse mit dem Code aus der Mail bestätigen',
  forgottenPasswordToken: 'Formular-Token und Captcha für „Passwort vergessen“',
  forgotPassword: 'Link zum Zurücksetzen des Passworts anfordern',
  setNewPasswordForgottenToken: 'Formular-Token für das neue Passwort',
  testConfirmForgottenPassword: 'Code des Links zum Zurücksetzen prüfen',
  confirmForgottenPassword: 'Neues Passwort mit dem Code aus der Mail setzen',
  termsConsentToken: 'Formular-Token für die Zustimmung zu den Bedingungen',
  termsConsent: 'Den aktuellen Bedingungen zustimmen',
  // users
  getUserInfo: 'Angemeldeten oder angegebenen Benutzer lesen',
  getAdminUserInfo: 'Admin-Daten eines Benutzers lesen',
  confirmMailByAdmin: 'E-Mail-Adresse eines Benutzers von Hand bestätigen',
  listUsers: 'Benutzerliste seitenweise suchen und sortieren',
  exportUsers: 'Benutzerliste als CSV-Datei herunterladen',
  adminRegisterToken: 'Formular-Token für das Anlegen eines Benutzers',
  adminRegister: 'Benutzer anlegen (Admin)',
  deleteUserToken: 'Token für das Löschen eines Benutzers',
  deleteUser: 'Benutzerkonto löschen',
  adminRightsToken: 'Token für das Ändern von Admin-Rechten',
  makeAdmin: 'Admin-Rechte vergeben',
  deleteAdmin: 'Admin-Rechte entziehen',
  // account
  userDetailsToken: 'Formular-Token für das Profil',
  saveProfile: 'Profil speichern',
  saveAdminAccount: 'Profil mit Admin-Bereich speichern',
  changePasswordToken: 'Formular-Token für die Passwortänderung',
  changePassword: 'Passwort ändern',
  // devices
  getActivatedDevices: 'Aktivierte Geräte eines Kontos auflisten',
  requestDeviceDeactivation: 'Deaktivierung eines Geräts beantragen',
  cancelDeviceDeactivation: 'Beantragte Deaktivierung zurücknehmen',
  replaceDevice: 'Gerät ersetzen: den Platz sofort freigeben und den Geräteschlüssel sperren',
  giveBackDeviceReplacement: 'Einem Konto eine Ersetzung des Lizenzjahres zurückgeben (Admin)',
  submitDeactivationProof: 'Deaktivierungsnachweis einreichen: der Platz des Geräts wird sofort frei',
  activateOffline: 'Gerät offline aktivieren: Aktivierungsanfrage hochladen, Lizenzdatei erhalten',
  setOfflineLicenseDays: 'Längeren Offline-Zeitraum eines Kontos festlegen (Admin)',
  // desktop
  activateDevice: 'Gerät in der Desktop-Anwendung aktivieren',
  refreshLicense: 'Lizenzdatei eines Geräts erneuern',
  deactivateDevice: 'Gerät aus der Desktop-Anwendung deaktivieren',
  sendDeactivationProof: 'Deaktivierungsnachweis eines Offline-Geräts aus der Desktop-Anwendung einreichen',
  getLicensePublicKey: 'Öffentlichen Schlüssel der Lizenzdateien abrufen',
  checkForUpdate: 'Neuere Version der Anwendung im Kanal suchen (Update-Prüfung)',
  // features
  listFeatures: 'Feature-Flags eines Benutzers auflisten',
  featuresToken: 'Token für das Schalten von Feature-Flags',
  enableFeature: 'Feature-Flag für einen Benutzer einschalten',
  disableFeature: 'Feature-Flag für einen Benutzer ausschalten',
  listFeatureCatalogue: 'Katalog der Feature-Flags auflisten',
  createFeatureDefinition: 'Feature-Flag in den Katalog aufnehmen',
  updateFeatureDefinition: 'Feature-Flag im Katalog ändern',
  // pools
  poolToken: 'Token für die Verwaltung eines Lizenzpools',
  getPool: 'Lizenzpool mit Mitgliedern und Einladungen lesen',
  createInvite: 'Person zu einer Viewer-Lizenz einladen',
  removeFromPool: 'Mitglied aus dem Lizenzpool entfernen',
  revokeInvite: 'Einladung zurückziehen',
  resendInvite: 'Einladung erneut senden',
  revokeInviteAction: 'Einladung zurückziehen (Formular, leitet weiter)',
  removePoolMemberAction: 'Mitglied entfernen (Formular, leitet weiter)',
  // invitations
  checkInvitation: 'Einladung mit ihrem Code prüfen',
  acceptInvitation: 'Einladung als neuer Benutzer annehmen',
  acceptInvitationExistingUser: 'Einladung als angemeldeter Benutzer annehmen',
  declineInvitation: 'Einladung ablehnen',
  reportInvitation: 'Einladung ablehnen und als Missbrauch melden',
  // licenses
  getLicense: 'Lizenz lesen',
  licenseToken: 'Token für das Ändern von Lizenzen',
  updateLicense: 'Lizenz ändern',
  deleteLicense: 'Lizenz löschen',
  listIssuedLicenses: 'Ausgestellte Lizenzdateien eines Benutzers auflisten',
  createLicense: 'Viewer-Lizenz zu einem Pool hinzufügen',
  // references
  listReferences: 'Referenzen auflisten',
  getReference: 'Referenz lesen',
  getPublicReference: 'Veröffentlichte Referenz lesen',
  createReferenceToken: 'Formular-Token für das Anlegen und Ändern von Referenzen',
  deleteReferenceToken: 'Token für das Löschen von Referenzen',
  createReference: 'Referenz anlegen',
  editReference: 'Referenz ändern',
  deleteReference: 'Referenz löschen',
  // installer
  getNextInstallUrl: 'Adresse und Version des nächtlichen Installers',
  downloadInstaller: 'Installationsprogramm herunterladen',
  // single-call domains
  getMailPreview: 'Vorschau einer E-Mail-Vorlage',
  getAdminLinks: 'Links des Admin-Menüs (Blog, Analyse)',
  listSentNotifications: 'An einen Benutzer gesendete Benachrichtigungen',
  getPage: 'Rechtliche oder Kontaktseite lesen',
  // sessions
  listSessions: 'Aktive Sitzungen des Kontos auflisten',
  sessionsToken: 'Token für das Beenden von Sitzungen',
  endSession: 'Eine Sitzung beenden',
  endOtherSessions: 'Alle anderen Sitzungen beenden',
  getMyData: 'Alle gespeicherten Daten des Kontos herunterladen',
  // telemetry
  getTelemetrySettings: 'Einstellungen für Fehlerberichte und Analyse',
  sendErrorReport: 'Fehlerbericht des Browsers weitergeben',
  getOpenApiDocument: 'Dieses OpenAPI-Dokument',
  // secondFactor
  getSecondFactor: 'Stand der Zwei-Faktor-Anmeldung lesen',
  secondFactorToken: 'Formular-Token für die Zwei-Faktor-Anmeldung',
  startSecondFactorSetup: 'Einrichtung der Zwei-Faktor-Anmeldung beginnen',
  confirmSecondFactor: 'Zwei-Faktor-Anmeldung mit dem ersten Code bestätigen',
  notMeToken: 'Formular-Token für „Das war ich nicht“ holen',
  reportNotMe:
    '„Das war ich nicht“: seit dem Ereignis hinzugefügte Anmeldewege entfernen, alle Sitzungen beenden, neue Geräte-Tokens widerrufen, zum neuen Passwort',
  renewRecoveryCodes: 'Alle Wiederherstellungscodes durch neue ersetzen (nach frischer Bestätigung der Identität)',
  confirmIdentity: 'Identität mit Passwort und zweitem Faktor erneut bestätigen, um Anmeldewege hinzuzufügen',
  disableSecondFactor: 'Zwei-Faktor-Anmeldung ausschalten',
  checkLoginCode: 'Anmeldung mit dem Code der Authenticator-App abschließen',
  getUserSecurity: 'Anmeldesperre und zweiten Faktor eines Benutzers lesen',
  unlockSignIn: 'Anmeldesperre eines Benutzers aufheben',
  resetSecondFactor: 'Zweiten Faktor eines Benutzers zurücksetzen',
  listAuditEvents: 'Protokoll der Änderungen seitenweise lesen',
  // passkeys
  listPasskeys: 'Eigene Passkeys auflisten',
  passkeysToken: 'Formular-Token für die Passkeys',
  startPasskeyRegistration: 'Hinzufügen eines Passkeys beginnen (Optionen mit Challenge)',
  finishPasskeyRegistration: 'Neuen Passkey mit der Antwort des Authenticators speichern',
  renamePasskey: 'Eigenen Passkey umbenennen',
  removePasskey: 'Eigenen Passkey entfernen',
  startPasskeySignIn: 'Anmeldung mit Passkey beginnen (Optionen mit Challenge)',
  finishPasskeySignIn: 'Mit Passkey anmelden',
  // releases
  listReleases: 'Versionen der Anwendung seitenweise und sortiert lesen',
  getRelease: 'Eine Version der Anwendung lesen',
  releaseToken: 'Formular-Token für das Anlegen und Ändern von Versionen',
  deleteReleaseToken: 'Token für das Löschen von Versionen',
  createRelease: 'Version der Anwendung anlegen',
  updateRelease: 'Version der Anwendung ändern',
  deleteRelease: 'Version der Anwendung löschen',
  previewReleaseNotes: 'Versionshinweise (Markdown) als bereinigtes HTML vorschauen',
  recordNightlyRelease: 'Die Version der Nightly als Nightly-Version erfassen',
  getVersionsInUse: 'Versionen im Einsatz: Geräte der letzten 30 Tage je Version',
  listDownloads: 'Die Download-Seite: neueste Versionen mit Versionshinweisen, für Admins die Nightly',
  getOverview: 'Kennzahlen und Verläufe der Startseite Übersicht',
};
