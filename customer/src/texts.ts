/**
 * German texts that only the customer app shows. Texts that the server or the admin app show as
 * well live in `texts` of '@bfsm/api-adapter'.
 */
import { appName, publicPages } from '@bfsm/api-adapter';

export const customerTexts = {
  appName,
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
    buyLicense: (product: string) => `Jetzt ${product} Lizenz kaufen!`,
  },

  footer: {
    landmark: 'Rechtliches und Kontakt',
    copyright: (year: number) => `© 2015–${year}`,
    imprint: 'Impressum',
    terms: 'AGB',
    privacy: 'Datenschutz',
    contact: 'Kontakt',
    cookieSettings: 'Cookie-Einstellungen',
  },

  /** The cookie banner, shown only where the operator runs the Matomo tracker (MATOMO_URL). */
  cookieConsent: {
    title: 'Cookie-Einstellungen',
    purpose:
      'Mit Ihrer Einwilligung nutzen wir das Statistikwerkzeug Matomo, um zu verstehen, wie unser Portal genutzt wird: welche Seiten aufgerufen und welche Installationsdateien heruntergeladen werden und ob Ihr Gerät ein helles oder dunkles Farbschema eingestellt hat. Dazu setzt Matomo Cookies. Ohne Ihre Einwilligung wird nichts davon erfasst.',
    privacyBefore: 'Mehr dazu in unserer ',
    privacyLink: 'Datenschutzerklärung',
    privacyAfter: '. Sie können Ihre Entscheidung jederzeit über „Cookie-Einstellungen“ am Seitenende ändern.',
    current: { accepted: 'Ihre aktuelle Entscheidung: Statistik erlaubt.', declined: 'Ihre aktuelle Entscheidung: Statistik abgelehnt.' },
    decline: 'Ablehnen',
    accept: 'Akzeptieren',
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
    title: publicPages.login.title,
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



  concept: {
    title: publicPages.concept.title,
    intro:
      'Mit Concept entwerfen Sie Brandfallsteuermatrizen kostenlos und ohne Testzeitraum. Concept eignet sich für Entwürfe und kleinere Projekte und macht Sie mit der Bedienung vertraut.',
    noCard: 'Sie brauchen keine Kreditkarte; Ihre Projektdaten bleiben auf Ihrem Rechner.',
    upgrade: 'Wenn Ihre Projekte wachsen, wechseln Sie jederzeit auf die Edition Next mit allen Modulen.',
    register: publicPages.registerConcept.title,
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
    trialTitle: publicPages.registerTrial.title,
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
    title: publicPages.registerSuccess.title,
    mailSent: 'Wir haben Ihnen eine E-Mail mit einem Bestätigungslink an die angegebene Adresse gesendet.',
    activate: 'Klicken Sie in der E-Mail auf die Schaltfläche, um Ihr Konto zu aktivieren. Danach können Sie sich anmelden.',
    spam: 'Keine E-Mail erhalten? Bitte sehen Sie auch in Ihrem Spam-Ordner nach.',
    toLogin: 'Zur Anmeldung',
  },

  confirmMail: {
    title: publicPages.confirmMail.title,
    text: 'Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren.',
    submit: 'E-Mail-Adresse bestätigen',
    toLogin: 'Zur Anmeldung',
  },

  forgotPassword: {
    title: publicPages.forgotPassword.title,
    intro: 'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen eine E-Mail mit einem Link, über den Sie ein neues Passwort vergeben.',
    email: 'E-Mail',
    submit: 'Neues Passwort anfordern',
    toLogin: 'Zurück zur Anmeldung',
  },

  resetPassword: {
    title: publicPages.resetPassword.title,
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
    intro: 'Hier sehen Sie, in welchen Browsern Ihr Konto angemeldet ist. Melden Sie Sitzungen ab, die Sie nicht kennen, und ändern Sie dann Ihr Passwort.',
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
    text: 'Laden Sie alles herunter, was wir zu Ihrem Konto gespeichert haben: Profil, Lizenzen, Geräte, Benachrichtigungen, Zustimmungen und Sitzungen (Art. 15 und 20 DSGVO), als JSON-Datei.',
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
