/** What an account alert can be about, with what the mail calls it (decision 044). */
export const accountAlertNames = {
  'new-browser': 'Anmeldung in einem neuen Browser',
  'password-changed': 'Passwort geändert',
  'password-reset': 'Passwort zurückgesetzt',
  'second-factor-added': 'Zwei-Faktor-Anmeldung eingerichtet',
  'second-factor-removed': 'Zwei-Faktor-Anmeldung entfernt',
  'passkey-added': 'Passkey hinzugefügt',
  'passkey-removed': 'Passkey entfernt',
  'admin-granted': 'Adminrechte erhalten',
  'admin-revoked': 'Adminrechte entzogen',
  'not-me-reported': 'Konto gesichert („Das war ich nicht“)',
} as const;

export type AccountAlertKind = keyof typeof accountAlertNames;

/**
 * Alerts that go out at once, past the hourly limit: a new way into the account, a second factor
 * gone, the account secured. The owner needs them most when someone else is busy in his account
 * (decision 051).
 */
export const sentAtOnce: ReadonlySet<AccountAlertKind> = new Set([
  'passkey-added',
  'second-factor-added',
  'second-factor-removed',
  'not-me-reported',
]);

/** At most this many alert mails per account and hour; the ones held back are summarised in the next. */
export const alertsPerHour = 3;

/** How long the 'Das war ich nicht' link of an alert works. */
export const notMeLinkMinutes = 7 * 24 * 60;
