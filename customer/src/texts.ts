/**
 * German texts that only the customer app shows. Texts that the server or the admin app show as
 * well live in `texts` of '@bfsm/api-adapter'.
 */
export const customerTexts = {
  appName: 'Brandfallsteuermatrix',
  loading: 'Wird geladen …',
  skipToContent: 'Zum Inhalt springen',

  menu: {
    toggle: 'Menü',
    landmark: 'Hauptmenü',
    concept: 'Concept',
    newBadge: 'Neu',
    signIn: 'Anmelden',
    tryForFree: 'Kostenlos testen',
    account: 'Konto',
    admin: 'Admin',
    signOut: 'Abmelden',
    trialDaysLeft: (days: number) => `Test-Lizenz: Noch ${days} ${days === 1 ? 'Tag' : 'Tage'}`,
    buyViewerLicense: (product: string) => `Jetzt ${product} Lizenz kaufen!`,
  },

  footer: {
    landmark: 'Rechtliches und Kontakt',
    copyright: (year: number) => `© 2015–${year}`,
    imprint: 'Impressum',
    terms: 'AGB',
    privacy: 'Datenschutz',
    contact: 'Kontakt',
  },

  routeError: {
    documentTitle: 'Fehler',
    reload: 'Seite neu laden',
  },

  notFound: {
    title: 'Seite nicht gefunden',
    text: 'Die angeforderte Seite gibt es nicht oder nicht mehr.',
    toStart: 'Zur Startseite',
  },

  login: {
    title: 'Anmelden',
    email: 'E-Mail',
    password: 'Passwort',
    submit: 'Anmelden',
    forgotPassword: 'Passwort vergessen?',
    noAccount: 'Noch kein Konto?',
    register: 'Jetzt kostenlos testen',
  },

  account: {
    tabsLandmark: 'Kontobereich',
    dashboardFallbackTitle: 'Übersicht',
  },

  dialog: {
    cancel: 'Abbrechen',
  },

  dashboard: {
    welcome: 'Willkommen',
    welcomeNamed: (greeting: string, lastName: string) => `Willkommen, ${greeting} ${lastName}`,
    licenseHeading: (licenseName: string) => `Ihre Lizenz: ${licenseName}`,
    openInvitation: 'Offene Einladung ansehen',
    invitationHint: 'Für Ihre E-Mail-Adresse liegt eine Einladung zu einer Lizenz vor.',
    downloadHeading: 'Installation',
    downloadText: 'Laden Sie das Installationsprogramm herunter und melden Sie sich im Programm mit Ihrem Konto an.',
    download: 'Installationsprogramm herunterladen',
    helpHeading: 'Hilfe',
    licenseHelp:
      'Beim ersten Start melden Sie sich im Programm mit Ihrer E-Mail-Adresse und Ihrem Passwort an; damit wird Ihre Lizenz auf diesem Gerät aktiviert. Antworten auf häufige Fragen zu Lizenz, Aktivierung und Geräten finden Sie im Hilfe-Center.',
    conceptHelp:
      'Concept ist kostenlos und braucht keine Lizenzverwaltung: Melden Sie sich im Programm mit Ihrem Konto an und legen Sie los. Anleitungen zu den Funktionen von Concept und zum Umstieg auf Next finden Sie im Hilfe-Center.',
    helpCenter: 'Zum Hilfe-Center',
    support: 'Fragen? Unser Support hilft Ihnen gern:',
    training: 'Schulungen: Wir bieten Online-Schulungen an – schreiben Sie uns.',
  },

  license: {
    trialUntil: (product: string, date: string) =>
      `Sie testen ${product} Next kostenlos mit vollem Funktionsumfang. Der Test endet am ${date} automatisch – eine Kündigung ist nicht nötig.`,
    trial: (product: string) =>
      `Sie testen ${product} Next 7 Tage kostenlos mit vollem Funktionsumfang. Der Test endet automatisch – eine Kündigung ist nicht nötig.`,
    none: 'Ihrem Konto ist zurzeit keine Lizenz zugeordnet. Sie können ein Jahres-Abo abschließen oder die kostenlose Edition Concept nutzen.',
    classic: (product: string) => `Sie nutzen ${product} Classic, die bewährte Ausgabe mit Lizenz je Gerät.`,
    next: (product: string) => `Sie nutzen ${product} Next im Jahres-Abo mit allen Modulen.`,
    insight: (product: string) =>
      `Sie nutzen eine Viewer-Lizenz ${product} Insight: Sie können Matrizen öffnen, ansehen und drucken, aber nicht bearbeiten.`,
    onSite: (product: string) =>
      `Sie nutzen eine Viewer-Lizenz ${product} onSite für die Arbeit vor Ort: Matrizen ansehen und Prüfungen dokumentieren.`,
    concept: (product: string) => `Sie nutzen ${product} Concept, die kostenlose Edition für Entwürfe und kleinere Projekte.`,
    validUntil: (date: string) => `Gültig bis ${date}.`,
  },

  concept: {
    title: 'Concept – die kostenlose Edition',
    intro:
      'Mit Concept entwerfen Sie Brandfallsteuermatrizen kostenlos und ohne Testzeitraum. Concept eignet sich für Entwürfe und kleinere Projekte und macht Sie mit der Bedienung vertraut.',
    noCard: 'Sie brauchen keine Kreditkarte; Ihre Projektdaten bleiben auf Ihrem Rechner.',
    upgrade: 'Wenn Ihre Projekte wachsen, wechseln Sie jederzeit auf die Edition Next mit allen Modulen.',
    register: 'Concept kostenlos registrieren',
  },

  forms: {
    requiredHint: 'Mit * markierte Felder sind Pflichtfelder.',
    sending: 'Wird gesendet …',
    opensInNewTab: '(öffnet in einem neuen Tab)',
  },

  /** The two consent boxes of the registration and of the terms consent screen. */
  consent: {
    privacyBefore: 'Ich habe die ',
    privacyLink: 'Datenschutzerklärung',
    privacyAfter: ' gelesen und akzeptiere sie.',
    termsBefore: 'Ich akzeptiere die ',
    termsLink: 'AGB',
    termsAfter: '.',
  },

  captcha: {
    label: 'Sicherheitsabfrage',
    loading: 'Sicherheitsabfrage wird geladen …',
    required: 'Bitte bestätigen Sie die Sicherheitsabfrage.',
  },

  register: {
    trialTitle: 'Next 7 Tage kostenlos testen',
    trialIntro: 'Testen Sie die Edition Next mit allen Modulen – kostenlos und unverbindlich.',
    trialFacts: [
      '7 Tage kostenlos testen, ohne Kreditkarte.',
      'Der Test endet automatisch – eine Kündigung ist nicht nötig.',
      'Voller Funktionsumfang: alle Module sind freigeschaltet.',
      'Ihre Projektdaten bleiben auf Ihrem Rechner und werden nicht in der Cloud gespeichert.',
    ],
    personalHeading: 'Ihre Angaben',
    greeting: 'Anrede',
    chooseGreeting: 'Bitte wählen',
    firstName: 'Vorname',
    lastName: 'Nachname',
    companyName: 'Firma',
    phone: 'Telefon',
    email: 'E-Mail',
    password: 'Passwort',
    passwordRepeat: 'Passwort wiederholen',
    newsletterHeading: 'Newsletter',
    newsletter: 'Ja, ich möchte den Newsletter erhalten (etwa einmal im Monat).',
    consentHeading: 'Datenschutz und AGB',
    privacyRequired: 'Bitte akzeptieren Sie die Datenschutzerklärung.',
    termsRequired: 'Bitte akzeptieren Sie die AGB.',
    submitTrial: 'Kostenlos testen',
    submitConcept: 'Kostenlos registrieren',
    haveAccount: 'Sie haben schon ein Konto?',
    signIn: 'Anmelden',
  },

  registerSuccess: {
    title: 'Fast geschafft!',
    mailSent: 'Wir haben Ihnen eine E-Mail mit einem Bestätigungslink an die angegebene Adresse gesendet.',
    activate: 'Klicken Sie in der E-Mail auf die Schaltfläche, um Ihr Konto zu aktivieren. Danach können Sie sich anmelden.',
    spam: 'Keine E-Mail erhalten? Bitte sehen Sie auch in Ihrem Spam-Ordner nach.',
    toLogin: 'Zur Anmeldung',
  },

  confirmMail: {
    title: 'E-Mail-Adresse bestätigen',
    text: 'Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren.',
    submit: 'E-Mail-Adresse bestätigen',
    toLogin: 'Zur Anmeldung',
  },

  forgotPassword: {
    title: 'Passwort vergessen',
    intro: 'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen eine E-Mail mit einem Link, über den Sie ein neues Passwort vergeben.',
    email: 'E-Mail',
    submit: 'Neues Passwort anfordern',
    toLogin: 'Zurück zur Anmeldung',
  },

  resetPassword: {
    title: 'Neues Passwort vergeben',
    forAccount: (email: string) => `Für das Konto ${email}.`,
    password: 'Neues Passwort',
    passwordRepeat: 'Neues Passwort wiederholen',
    submit: 'Passwort speichern',
    requestNewLink: 'Neuen Link anfordern',
  },

  termsConsent: {
    title: 'Datenschutzerklärung und AGB',
    intro: 'Wir haben unsere Datenschutzerklärung und unsere AGB aktualisiert. Bitte stimmen Sie den aktuellen Fassungen zu, um fortzufahren.',
    submit: 'Zustimmen und fortfahren',
  },
} as const;
