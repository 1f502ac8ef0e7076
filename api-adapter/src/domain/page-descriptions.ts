import type { PublicPageName } from './public-pages.js';

/** For every address that is not a public screen (the account area, unknown addresses). */
export const defaultPageDescription =
  'Das Kundenportal der Brandfallsteuermatrix: Konto, Lizenzen, Geräte, Viewer-Pools und der Download der Anwendung.';

/**
 * The meta description of each public screen (public-pages.ts), 50 to 160 characters as search
 * results show them. A module of its own, so that the customer app loads it after the first screen.
 */
export const pageDescriptions: Record<PublicPageName, string> = {
  login: 'Melden Sie sich im Kundenportal der Brandfallsteuermatrix an: Lizenzen, Geräte, Viewer-Pools und der Download der Anwendung.',
  registerTrial:
    'Testen Sie die Brandfallsteuermatrix in der Edition Next 7 Tage kostenlos mit allen Modulen – ohne Kreditkarte, der Test endet automatisch.',
  registerConcept:
    'Registrieren Sie sich kostenlos für Concept, die freie Edition der Brandfallsteuermatrix für Entwürfe und kleinere Projekte.',
  registerSuccess:
    'Ihre Registrierung ist eingegangen: Bestätigen Sie Ihre E-Mail-Adresse mit dem Link aus unserer E-Mail, um Ihr Konto zu aktivieren.',
  concept:
    'Concept ist die kostenlose Edition der Brandfallsteuermatrix: Brandfallsteuermatrizen entwerfen ohne Testzeitraum und ohne Kreditkarte.',
  forgotPassword:
    'Passwort vergessen? Fordern Sie einen Link an, mit dem Sie ein neues Passwort für Ihr Konto im Kundenportal der Brandfallsteuermatrix vergeben.',
  resetPassword: 'Vergeben Sie ein neues Passwort für Ihr Konto im Kundenportal der Brandfallsteuermatrix.',
  notMe:
    'Melden Sie, dass Sie eine Änderung an Ihrem Konto nicht selbst vorgenommen haben, und sichern Sie Ihr Konto mit einem neuen Passwort.',
  confirmMail: 'Bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto im Kundenportal der Brandfallsteuermatrix zu aktivieren.',
  invitation: 'Sie wurden zu einem Viewer-Pool der Brandfallsteuermatrix eingeladen: Nehmen Sie die Einladung an oder lehnen Sie sie ab.',
  declineInvitation: 'Lehnen Sie die Einladung zu einem Viewer-Pool der Brandfallsteuermatrix ab.',
  invitationDeclined: 'Sie haben die Einladung zu einem Viewer-Pool der Brandfallsteuermatrix abgelehnt.',
  imprint: 'Impressum des Kundenportals der Brandfallsteuermatrix: Anbieter, Anschrift und Kontakt.',
  terms: 'Die Allgemeinen Geschäftsbedingungen (AGB) für die Brandfallsteuermatrix und ihr Kundenportal.',
  privacy:
    'Wie das Kundenportal der Brandfallsteuermatrix mit Ihren Daten umgeht: Datenschutzerklärung mit Ihren Rechten und unseren Kontaktdaten.',
  contact: 'So erreichen Sie uns: Kontakt zum Vertrieb und zum Support der Brandfallsteuermatrix.',
};
