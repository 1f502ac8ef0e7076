/**
 * German texts of the account area's tabs and the profile. They live beside the screens, not in
 * the shell's catalogue (texts.ts), so that only the lazily loaded account screens carry them
 * and the start of the app stays within its size budget.
 */
export const accountTexts = {
  subscription: {
    title: 'Jahres-Abo',
    trialHint: (days: number) =>
      `Ihr kostenloser Test läuft noch ${days} ${days === 1 ? 'Tag' : 'Tage'}. Danach endet er automatisch; mit einem Jahres-Abo arbeiten Sie ohne Unterbrechung weiter.`,
    productHeading: (product: string) => `${product} Next im Jahres-Abo`,
    productIntro: 'Die Edition Next mit allen Modulen, für ein Jahr lizenziert.',
    productFacts: [
      'Voller Funktionsumfang: alle Module sind freigeschaltet.',
      'Brandfallsteuermatrizen erstellen, bearbeiten und exportieren.',
      'Viewer-Lizenzen (Insight, onSite) für Ihr Team: Kolleginnen und Kollegen laden Sie per E-Mail ein.',
      'Ihre Projektdaten bleiben auf Ihrem Rechner und werden nicht in der Cloud gespeichert.',
    ],
    price: 'Preis auf Anfrage',
    licenceEnd: (end: string) => `Ihre Lizenz läuft bis zum ${end}. Rechtzeitig vorher schicken wir Ihnen ein Angebot zur Verlängerung.`,
    invoiceHeading: 'Auf Rechnung bestellen',
    invoiceIntro: 'Sie bestellen Ihr Jahres-Abo auf Rechnung – schreiben Sie uns oder rufen Sie uns an.',
    byMail: 'Per E-Mail:',
    byPhone: 'Telefonisch:',
    mailSubject: (product: string) => `Bestellung Jahres-Abo ${product} Next auf Rechnung`,
    invoiceDetails:
      'Bitte nennen Sie uns die E-Mail-Adresse Ihres Kontos und Ihre Rechnungsanschrift; Sie erhalten dann Angebot und Rechnung von uns.',
  },

  /** The banner of every account tab in a yearly licence's grace period (decision 066). */
  grace: {
    text: (end: string, lastDay: string, product: string) =>
      `Ihre Lizenz ist am ${end} abgelaufen. ${product} arbeitet noch bis zum ${lastDay} weiter; danach endet die Lizenz.`,
    renew: 'Jetzt verlängern',
  },

  tabs: {
    landmark: 'Kontobereich',
    /** The dashboard tab's title while the menu info, which names the product, has not arrived. */
    dashboardFallback: 'Übersicht',
    profile: 'Profil',
    changePassword: 'Passwort ändern',
    subscription: 'Jahres-Abo',
    invoices: 'Rechnungen',
    advanced: 'Erweitert',
    pool: 'Viewer verwalten',
  },

  profile: {
    title: 'Profil',
    titleOf: (email: string) => `Profil von ${email}`,
    personalHeading: 'Persönliche Angaben',
    greeting: 'Anrede',
    noGreeting: 'Bitte wählen',
    firstName: 'Vorname',
    lastName: 'Nachname',
    phone: 'Telefon',
    companyName: 'Firma',
    newsletter: 'Newsletter erhalten (etwa einmal im Monat)',
    email: 'E-Mail',
    emailHint: 'Die E-Mail-Adresse kann nur unser Support ändern.',
    closeAccount: 'Sie möchten Ihr Konto schließen? Das erledigt unser Support für Sie.',
    support: 'Support:',
    submit: 'Speichern',
  },

  adminArea: {
    heading: 'Admin-Bereich',
    licenseType: 'Lizenztyp',
    licenseExpiration: 'Aktuelle Lizenz gültig bis',
    disableEmail: 'E-Mail-Versand deaktiviert',
    fixedPassword: 'Passwort nicht änderbar (Schulungskonto)',
    freeAccount: 'Kostenloses Konto',
    maximumApiKeys: 'Maximale Anzahl API-Schlüssel',
    emailConfirmed: 'E-Mail-Adresse bestätigt',
    maximumDevices: 'Gleichzeitig aktive Geräte (Classic)',
  },

  administration: {
    heading: 'Verwaltung',
    emailUnconfirmed: 'Die E-Mail-Adresse ist noch nicht bestätigt; der Bestätigungslink ist noch gültig.',
    confirmEmail: 'E-Mail-Adresse manuell bestätigen',
    emailConfirmed: 'Die E-Mail-Adresse ist bestätigt.',
    isAdmin: 'Dieser Benutzer hat Admin-Rechte.',
    isNoAdmin: 'Dieser Benutzer hat keine Admin-Rechte.',
    grantAdmin: 'Admin-Rechte erteilen',
    revokeAdmin: 'Admin-Rechte entziehen',
    adminGranted: 'Die Admin-Rechte sind erteilt.',
    adminRevoked: 'Die Admin-Rechte sind entzogen.',
    revokeTitle: 'Admin-Rechte entziehen?',
    revokeText: (email: string) => `${email} kann danach den Admin-Bereich nicht mehr nutzen.`,
    deleteAccount: 'Konto löschen',
    deleteTitle: 'Konto endgültig löschen?',
    deleteText: (email: string) =>
      `Das Konto ${email} wird mit seinen Geräten, Einstellungen und Anmeldungen gelöscht. Gehört ihm ein Lizenzpool, verlieren dessen Mitglieder ihre Lizenz. Das lässt sich nicht rückgängig machen.`,
    deleteConfirm: 'Endgültig löschen',
  },

  features: {
    heading: 'Features',
    name: 'Name',
    description: 'Beschreibung',
    enabled: 'Aktiviert',
    toggle: (name: string) => `${name} aktiviert`,
    none: 'Es sind keine Features angelegt.',
  },

  devices: {
    heading: 'Aktivierte Geräte',
    firstSeen: 'Zuerst gesehen:',
    lastSeen: 'Zuletzt gesehen:',
    /** The application version the device last reported (decision 042). */
    version: (version: string) => `Version ${version}`,
    freeFrom: (date: string) => `Der Platz wird am ${date} frei.`,
    request: 'Deaktivierung beantragen',
    requestTitle: 'Deaktivierung beantragen?',
    requestText: (days: number) =>
      `Das Programm auf diesem Gerät erhält keine neue Lizenz mehr. Der Platz wird für ein anderes Gerät frei, sobald seine letzte Lizenzdatei abläuft, spätestens ${days} Tage nach dem Antrag. Bis dahin können Sie den Antrag zurücknehmen.`,
    cancel: 'Deaktivierung zurücknehmen',
    adminText: 'Das Gerät wird sofort entfernt; sein Platz ist gleich wieder frei.',
    adminConfirm: 'Jetzt deaktivieren',
    replace: 'Gerät ersetzen',
    replaceTitle: 'Gerät ersetzen?',
    replaceText:
      'Für einen verlorenen oder defekten PC: Der Platz wird sofort frei, und das Gerät erhält keine neue Lizenz mehr. Meldet es sich doch noch einmal, wird der Aufruf abgelehnt und hier angezeigt.',
    replacementsLeft: (left: number, perYear: number) =>
      `„Gerät ersetzen“ gibt einen Platz sofort frei, ohne Wartezeit: in diesem Lizenzjahr noch ${left} von ${perYear} Mal.`,
    replacementsUsedUp: (perYear: number, days: number) =>
      `„Gerät ersetzen“ ist in diesem Lizenzjahr bereits ${perYear}-mal genutzt. Es bleibt die Deaktivierung: Der Platz wird frei, sobald die letzte Lizenzdatei des Geräts abläuft, spätestens nach ${days} Tagen.`,
    replacementsAdmin: (used: number, perYear: number) =>
      `„Gerät ersetzen“ in diesem Lizenzjahr: ${used} von ${perYear} genutzt. Als Admin ersetzen Sie Geräte, ohne dass es zählt.`,
    giveBack: 'Eine Ersetzung zurückgeben',
    replacedHeading: 'Ersetzte Geräte',
    replacedAt: (date: string) => `Ersetzt am ${date}.`,
    replacedCalled: (date: string, address: string) =>
      `Ein ersetztes Gerät hat sich gemeldet: am ${date} von ${address}. Der Aufruf wurde abgelehnt.`,
    replacedQuiet: 'Hat sich seitdem nicht gemeldet.',
    fileUpload: 'Datei auswählen',
    proofHeading: 'Deaktivierungsnachweis einreichen',
    proofIntro:
      'Hat die Anwendung auf einem Rechner ohne Internet die Lizenz mit „Offline deaktivieren“ zurückgegeben, laden Sie hier den Deaktivierungsnachweis hoch oder fügen seinen Text ein. Ein gültiger Nachweis gibt den Platz sofort frei.',
    proofLabel: 'Text des Nachweises',
    proofSubmit: 'Nachweis einreichen',
    proofAccepted: (device: string) => `„${device}“ ist deaktiviert; sein Platz ist sofort frei.`,
    offlineHeading: 'Gerät offline aktivieren',
    offlineIntro:
      'Für einen Rechner ohne Internet: Lassen Sie die Anwendung dort mit „Offline aktivieren“ eine Aktivierungsanfrage schreiben, laden Sie sie hier hoch oder fügen Sie ihren Text ein, und übernehmen Sie die Lizenzdatei, die Sie erhalten, auf dem Rechner. Zum Verlängern laden Sie dieselbe Anfrage erneut hoch.',
    offlineLabel: 'Text der Aktivierungsanfrage',
    offlineSubmit: 'Aktivieren und Lizenzdatei herunterladen',
    offlinePreview: (name: string, fingerprint: string) => `Wird aktiviert: „${name}“ (Gerätekennung ${fingerprint}…).`,
    offlineDone: (name: string, fileName: string, until: string) =>
      `„${name}“ ist aktiviert. Die Lizenzdatei ${fileName} gilt bis ${until}; übernehmen Sie sie auf dem Rechner.`,
    offlineDevice: (until: string) => `Offline aktiviert: Lizenzdatei gültig bis ${until}.`,
    offlinePeriod: (days: number) => `Offline aktivierte Lizenzdateien gelten ${days} Tage; danach laden Sie dieselbe Anfrage erneut hoch.`,
    offlinePeriodLonger: (days: number) =>
      `Für dieses Konto gelten offline aktivierte Lizenzdateien ${days} Tage. Wird die Lizenz entzogen, kann ein offline aktiviertes Gerät sie deshalb noch bis zu ${days} Tage lang nutzen.`,
  },

  offlinePeriod: {
    heading: 'Offline-Zeitraum',
    label: 'Gültigkeit offline aktivierter Lizenzdateien (Tage)',
    intro: (days: number, maximum: number) =>
      `Standard sind ${days} Tage. Ein längerer Zeitraum (höchstens ${maximum} Tage) hilft Rechnern, die selten online sind; eine entzogene Lizenz erlischt auf ihnen aber erst nach diesem Zeitraum.`,
    save: 'Offline-Zeitraum speichern',
    saved: 'Der Offline-Zeitraum ist gespeichert.',
  },

  changePassword: {
    title: 'Passwort ändern',
    forUser: (email: string) => `Sie legen ein neues Passwort für ${email} fest; das bisherige Passwort ist dafür nicht nötig.`,
    oldPassword: 'Bisheriges Passwort',
    password: 'Neues Passwort',
    passwordRepeat: 'Neues Passwort wiederholen',
    othersSignedOut: 'Nach der Änderung werden alle anderen Sitzungen dieses Kontos abgemeldet.',
    submit: 'Passwort ändern',
  },

  sessions: {
    heading: 'Angemeldete Sitzungen',
    intro:
      'Hier sehen Sie, in welchen Browsern Ihr Konto angemeldet ist. Melden Sie Sitzungen ab, die Sie nicht kennen, und ändern Sie dann Ihr Passwort.',
    unknownBrowser: 'Unbekannter Browser',
    browserOn: (browser: string, os: string) => `${browser} unter ${os}`,
    current: 'Diese Sitzung',
    address: 'Adresse',
    unknownAddress: 'unbekannt',
    signedIn: 'Angemeldet',
    lastActive: 'Zuletzt aktiv',
    end: 'Abmelden',
    endNamed: (name: string) => `Sitzung ${name} abmelden`,
    ended: 'Die Sitzung wurde abgemeldet.',
    endOthers: 'Andere Sitzungen abmelden',
    othersEnded: 'Alle anderen Sitzungen wurden abgemeldet.',
  },

  myData: {
    heading: 'Ihre Daten',
    text: 'Laden Sie alles herunter, was wir zu Ihrem Konto gespeichert haben: Profil, Lizenzen, Geräte, Rechnungen, Benachrichtigungen, Zustimmungen und Sitzungen (Art. 15 und 20 DSGVO), als JSON-Datei.',
    download: 'Meine Daten herunterladen',
  },

  advanced: {
    title: 'Erweitert',
    forUser: (email: string) => `Angaben zu ${email}.`,
    appHeading: 'Desktop-App',
    loggedInApp: 'Hat sich in der Desktop-App angemeldet.',
    notLoggedInApp: 'Hat sich noch nicht in der Desktop-App angemeldet.',
    notificationsHeading: 'Gesendete Benachrichtigungen',
    licensesHeading: 'Ausgestellte Lizenzen',
    licensesIntro: 'Je Kalendertag ein Eintrag.',
    noLicenses: 'Noch keine Lizenzen ausgestellt.',
  },
} as const;
