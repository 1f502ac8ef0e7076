/**
 * What the audit timeline records (decision 027), with the German name that the account area and
 * the back-office show. The server refuses to record a kind that is not listed here.
 */
export const auditKindNames = {
  'sign-in': 'Anmeldung',
  'password-reset': 'Passwort zurückgesetzt',
  'password-changed-by-admin': 'Passwort durch Admin geändert',
  'license-changed': 'Lizenz geändert',
  'license-created': 'Lizenz angelegt',
  'license-deleted': 'Lizenz gelöscht',
  'pool-license-created': 'Pool-Lizenz angelegt',
  'admin-granted': 'Adminrechte vergeben',
  'admin-revoked': 'Adminrechte entzogen',
  'account-created-by-admin': 'Konto durch Admin angelegt',
  'account-deleted': 'Konto gelöscht',
  'email-confirmed-by-admin': 'E-Mail-Adresse manuell bestätigt',
  'feature-toggled': 'Feature umgeschaltet',
  'device-deactivated-by-admin': 'Gerät durch Admin deaktiviert',
  'device-replaced': 'Gerät ersetzt',
  'offline-period-changed': 'Offline-Zeitraum geändert',
  'device-deactivated-by-proof': 'Gerät per Deaktivierungsnachweis freigegeben',
  'device-replacement-given-back': 'Ersetzung zurückgegeben',
  'replaced-device-called': 'ein ersetztes Gerät hat sich gemeldet',
  'reference-created': 'Referenz angelegt',
  'reference-changed': 'Referenz geändert',
  'reference-deleted': 'Referenz gelöscht',
  'release-created': 'Version angelegt',
  'release-changed': 'Version geändert',
  'release-deleted': 'Version gelöscht',
  'second-factor-enabled': 'Zweiter Faktor eingerichtet',
  'second-factor-disabled': 'Zweiter Faktor abgeschaltet',
  'second-factor-reset': 'Zweiter Faktor durch Admin zurückgesetzt',
  'sign-in-unlocked': 'Anmeldesperre aufgehoben',
  'passkey-added': 'Passkey hinzugefügt',
  'passkey-renamed': 'Passkey umbenannt',
  'passkey-removed': 'Passkey entfernt',
  'recovery-codes-renewed': 'Wiederherstellungscodes erneuert',
  'not-me-reported': '„Das war ich nicht“ gemeldet',
  'recently-added-credentials-removed': 'Kürzlich hinzugefügte Anmeldewege entfernt',
  'billing-details-changed': 'Rechnungsdaten geändert',
  'price-set': 'Preis geändert',
  'quote-requested': 'Angebot angefordert',
  'quote-sent': 'Angebot gesendet',
  'quote-accepted': 'Angebot angenommen',
  'order-recorded': 'Bestellung erfasst',
  'order-cancelled': 'Bestellung storniert',
  'invoice-issued': 'Rechnung gestellt',
  'invoice-cancelled': 'Rechnung storniert',
  'invoice-paid': 'Zahlung erfasst',
  'invoices-deleted-after-retention': 'Rechnungen nach Ablauf der Aufbewahrungsfrist gelöscht',
  'licence-delivered': 'Lizenz geliefert',
  'accounting-exported': 'Export für die Buchhaltung',
  'renewal-prepared': 'Verlängerung angeboten',
  'renewal-declined': 'Nicht verlängert',
} as const;

export type AuditKind = keyof typeof auditKindNames;
export const auditKinds = Object.keys(auditKindNames) as [AuditKind, ...AuditKind[]];

/** The outcomes of a sign-in, as the timeline's `after.outcome` of a 'sign-in' entry. */
export const signInOutcomeNames = {
  success: 'erfolgreich',
  'wrong-password': 'falsches Passwort',
  'wrong-code': 'falscher Code',
  'code-reused': 'Code bereits benutzt',
  locked: 'gesperrt',
  'email-not-confirmed': 'E-Mail-Adresse unbestätigt',
  'passkey-refused': 'Passkey abgelehnt',
} as const;
export type SignInOutcome = keyof typeof signInOutcomeNames;
