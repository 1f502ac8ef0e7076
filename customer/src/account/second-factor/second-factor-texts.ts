/** With this many recovery codes left or fewer, the portal offers new ones. */
export const fewRecoveryCodes = 2;

/** How many recovery codes are left, as the account and the login's code step say it. */
export const recoveryCodesLeft = (left: number) =>
  left === 1 ? 'Ihnen bleibt 1 Wiederherstellungscode.' : `Ihnen bleiben ${left} Wiederherstellungscodes.`;

/** The Zwei-Faktor-Anmeldung section; here, not in the catalogue, so that only the password tab loads them. */
export const secondFactorTexts = {
  heading: 'Zwei-Faktor-Anmeldung',
  intro:
    'Mit der Zwei-Faktor-Anmeldung fragen wir nach dem Passwort zusätzlich einen Code aus einer Authenticator-App ab (z. B. FreeOTP, Google Authenticator, Microsoft Authenticator).',
  requiredForAdmin: 'Für den Verwaltungsbereich ist die Zwei-Faktor-Anmeldung erforderlich. Bitte richten Sie sie jetzt ein.',
  /** An admin with a passkey who signed in with the password: the passkey opens the back-office too (decision 043). */
  passkeyInstead:
    'Sie haben einen Passkey: Melden Sie sich ab und mit dem Passkey wieder an, dann öffnet sich der Verwaltungsbereich auch ohne Authenticator-App.',
  enabled: (left: number) => `Die Zwei-Faktor-Anmeldung ist eingerichtet. ${recoveryCodesLeft(left)}`,
  disabled: 'Die Zwei-Faktor-Anmeldung ist nicht eingerichtet.',
  start: 'Zwei-Faktor-Anmeldung einrichten',
  scan: 'Scannen Sie den QR-Code mit Ihrer Authenticator-App oder geben Sie den Schlüssel von Hand ein.',
  qrAlt: 'QR-Code für die Authenticator-App',
  secretLabel: 'Schlüssel',
  code: 'Code aus der App',
  confirm: 'Bestätigen',
  recoveryHeading: 'Ihre Wiederherstellungscodes',
  recoveryIntro:
    'Bewahren Sie diese Codes sicher auf. Jeder Code gilt einmal, falls Sie keinen Zugriff auf Ihre App haben. Sie werden nur jetzt angezeigt.',
  fewLeft: 'Ihnen bleiben nur noch wenige Wiederherstellungscodes. Erzeugen Sie jetzt neue.',
  renew: 'Neue Wiederherstellungscodes',
  renewIntro: 'Neue Codes ersetzen alle bisherigen, auch die noch unbenutzten.',
  cancel: 'Abbrechen',
  renewed: 'Ihre neuen Wiederherstellungscodes gelten ab sofort; die bisherigen sind ungültig.',
  switchOff: 'Zwei-Faktor-Anmeldung abschalten',
  switchOffCode: 'Code aus der App oder Wiederherstellungscode',
  switchedOff: 'Die Zwei-Faktor-Anmeldung ist abgeschaltet.',
} as const;
