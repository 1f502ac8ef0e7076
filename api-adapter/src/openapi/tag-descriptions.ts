import type { contract } from '../contract/root.js';

/** Each domain of the root contract is one tag of the OpenAPI document; the type keeps the list complete. */
export const tagDescriptions: Record<keyof typeof contract, string> = {
  auth: 'Anmelden, Abmelden und das Menü des Browsers.',
  registration: 'Registrierung mit Captcha und E-Mail-Bestätigung, „Passwort vergessen“ und die Zustimmung zu geänderten Bedingungen.',
  users: 'Benutzer: die eigenen Daten, die Benutzerliste der Admins mit CSV-Export, Anlegen, Löschen und Admin-Rechte.',
  account: 'Profil und Passwort des eigenen Kontos; Admins ändern jedes Konto.',
  devices: 'Die aktivierten Geräte eines Kontos und ihre Deaktivierung.',
  desktop: 'Lizenz-API der Windows-Anwendung unter /api/desktop/v1/: JSON, Geräte-Token statt Cookie und Formular-Token.',
  features: 'Feature-Flags je Benutzer und ihr Katalog (Admins).',
  pools: 'Lizenzpools: Viewer einladen, Einladungen zurückziehen oder erneut senden, Mitglieder entfernen.',
  invitations: 'Einladungen zu einer Viewer-Lizenz prüfen, annehmen, ablehnen oder melden.',
  licenses: 'Lizenzen und die ausgestellten Lizenzdateien (Admins).',
  references: 'Referenzen (Vorzeigeprojekte) verwalten und die veröffentlichten lesen.',
  installer: 'Das Installationsprogramm für Kunden und der nächtliche Build für Admins.',
  mailPreviews: 'Vorschau der E-Mail-Vorlagen (Admins).',
  adminLinks: 'Links im Menü des Back-Office (Admins).',
  notifications: 'Die an einen Benutzer gesendeten Benachrichtigungen (Admins).',
  pages: 'Impressum, Bedingungen, Datenschutz und Kontakt, wie der Betreiber sie hinterlegt hat.',
  sessions: 'Die aktiven Sitzungen des eigenen Kontos und ihr Beenden.',
  myData: 'Alle zum Konto gespeicherten Daten als Datei (DSGVO Art. 15/20).',
  telemetry: 'Einstellungen für Fehlerberichte und Analyse, und die Weitergabe der Fehlerberichte des Browsers.',
  documentation: 'Diese Beschreibung der webapi.',
  secondFactor:
    'Zwei-Faktor-Anmeldung: einrichten, bestätigen, ausschalten, bei der Anmeldung prüfen; Sperren und Zurücksetzen durch Admins.',
  audit: 'Das Protokoll der Änderungen (Admins).',
  passkeys: 'Passkeys (WebAuthn): eigene hinzufügen, umbenennen, entfernen, und mit einem Passkey anmelden.',
  accountAlerts: 'Sicherheitshinweise zum Konto: „Das war ich nicht“ aus der Hinweis-E-Mail',
  releases: 'Versionen der Anwendung mit Versionshinweisen und Installationsdatei (Admins), und die Download-Seite.',
  overview: 'Die Startseite Übersicht des Backoffice: Kennzahlen und Verläufe der letzten zwölf Wochen (nur Admins).',
  orders: 'Rechnungsdaten, Angebote, Bestellungen, Preise und E-Rechnungen (XRechnung, ZUGFeRD).',
  accounting: 'Export für die Buchhaltung: Rechnungen eines Zeitraums als DATEV-Buchungsstapel, CSV und ZIP (Admins).',
};
