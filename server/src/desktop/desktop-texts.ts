import { rules } from '@bfsm/api-adapter';
import { portalTimeZone } from '../calendar/portal-time-zone.js';

const germanDay = new Intl.DateTimeFormat('de-DE', { timeZone: portalTimeZone, day: '2-digit', month: '2-digit', year: 'numeric' });

/** German answers of the desktop API: the application shows them to the user as they are. */
export const desktopTexts = {
  emailNotConfirmed: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse mit dem Link aus unserer E-Mail.',
  codeRequired:
    'Ihr Konto ist mit einem zweiten Faktor geschützt. Bitte geben Sie den Code aus Ihrer Authenticator-App (oder einen Wiederherstellungscode) ein.',
  passkeyOnly:
    'Ihr Konto ist mit einem Passkey geschützt, den die Anwendung nicht abfragen kann. Bitte richten Sie im Portal unter „Passwort ändern“ zusätzlich eine Authenticator-App ein und geben Sie hier deren Code ein.',
  limitedUser: 'Mit einem Schulungskonto kann die Anwendung nicht aktiviert werden.',
  noLicense: (product: string) =>
    `Ihr Konto hat keine gültige Lizenz. Bitte bestellen Sie eine ${product} Lizenz im Portal unter Jahres-Abo.`,
  expired: (date: string) =>
    `Ihre Lizenz ist am ${germanDay.format(new Date(`${date}T12:00:00Z`))} abgelaufen. Bitte verlängern Sie sie im Portal unter Jahres-Abo.`,
  deviceLimit: (maximum: number, devices: Array<{ name: string; firstSeen: Date }>) =>
    `Die Höchstzahl von ${maximum} gleichzeitig aktivierten ${maximum === 1 ? 'Gerät' : 'Geräten'} ist erreicht. Aktiviert: ${devices
      .map((device) => `„${device.name}“ (seit ${germanDay.format(device.firstSeen)})`)
      .join(', ')}. Deaktivieren Sie ein Gerät in der Anwendung oder im Portal unter Profil.`,
  deactivationRequested:
    'Für dieses Gerät ist die Deaktivierung beantragt. Nehmen Sie den Antrag im Portal unter Profil zurück, um es weiter zu nutzen.',
  wrongDevice: 'Dieser Geräteschlüssel gehört zu einem anderen Gerät.',
  requestRefused: {
    malformed:
      'Das ist keine gültige Aktivierungsanfrage. Bitte laden Sie die Datei hoch, die die Anwendung mit „Offline aktivieren“ geschrieben hat, oder fügen Sie ihren Text vollständig ein.',
    'device-name':
      'Der Gerätename in der Aktivierungsanfrage ist ungültig: höchstens 100 Zeichen, ohne Zeilenumbrüche und Steuerzeichen. Bitte lassen Sie die Anwendung eine neue Anfrage mit einem anderen Gerätenamen schreiben.',
    'bad-signature':
      'Die Aktivierungsanfrage wurde verändert: Ihre Signatur stimmt nicht. Bitte lassen Sie die Anwendung eine neue schreiben.',
  },
  proofRefused: {
    malformed:
      'Das ist kein gültiger Deaktivierungsnachweis. Bitte laden Sie die Datei hoch, die die Anwendung geschrieben hat, oder fügen Sie ihren Text vollständig ein.',
    // One text for an unknown device and a wrong signature, so the answer tells no device id (decision 054).
    refused:
      'Dieser Nachweis gibt kein Gerät frei: Er gehört zu keinem aktivierten Gerät, wurde schon verwendet, wurde verändert oder stammt nicht von diesem Gerät. Ist das Gerät noch aktiviert, beantragen Sie seine Deaktivierung im Portal unter Profil.',
    'no-key':
      'Dieses Gerät wurde mit einer älteren Version der Anwendung aktiviert, die keinen Nachweis signieren kann. Beantragen Sie die Deaktivierung im Portal.',
    replayed: 'Dieser Nachweis ist älter als die letzte Aktivierung des Geräts und gilt deshalb nicht mehr. Das Gerät bleibt aktiviert.',
  },
  replacementLimit: (perYear: number) =>
    `„Gerät ersetzen“ ist in diesem Lizenzjahr bereits ${perYear}-mal genutzt. Beantragen Sie die Deaktivierung: Der Platz wird frei, sobald die letzte Lizenzdatei des Geräts abläuft, spätestens nach ${rules.deactivationWaitDays} Tagen.`,
};
