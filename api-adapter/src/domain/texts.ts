/**
 * Fixed German texts that more than one side shows (server and apps). Each is
 * written once, here. Texts only one app shows live in that app's own catalogue.
 */
export const texts = {
  errors: {
    generic: 'Es ist ein Fehler aufgetreten.',
    genericNoDot: 'Es ist ein Fehler aufgetreten',
    network: 'Bei der Verarbeitung ist ein Fehler aufgetreten.',
    didNotWork: 'Das hat nicht funktioniert.',
    tryAgain: 'Bitte versuchen Sie es erneut.',
    unauthorized: 'Bitte melden Sie sich an.',
    forbidden: 'Dafür fehlen Ihnen die Rechte.',
    notFound: 'Nicht gefunden.',
    invalidToken: 'Das Formular ist abgelaufen. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
    invalidInput: 'Bitte prüfen Sie Ihre Eingaben.',
    invalidCredentials: 'E-Mail-Adresse oder Passwort ist falsch.',
    tooManyAttempts: 'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
    payloadTooLarge: 'Die Anfrage ist zu groß.',
    termsConsent: 'Bitte stimmen Sie zuerst den aktuellen Bedingungen zu.',
    menu: 'Fehler beim Menü laden',
    lazyLoad: 'Laden fehlgeschlagen.',
    secondFactorRequired: 'Bitte richten Sie zuerst die Zwei-Faktor-Anmeldung ein.',
    freshProofRequired: 'Bitte bestätigen Sie zuerst, dass Sie es sind.',
  },
  secondFactor: {
    codeWrong: 'Der Code ist falsch oder abgelaufen.',
    signInAgain: 'Bitte melden Sie sich erneut mit E-Mail-Adresse und Passwort an.',
  },
  passkeys: {
    nameTooLong: 'Der Name darf höchstens 60 Zeichen lang sein.',
  },
  routeError: {
    title: 'Es ist ein Fehler aufgetreten',
    text: 'Leider konnte Ihre Anfrage nicht erfolgreich bearbeitet werden. Bitte versuchen Sie es erneut.',
  },
  password: {
    tooShort: 'Ihr Passwort muss mindestens 8 Zeichen lang sein.',
    newTooShort: 'Ihr neues Passwort muss mindestens 8 Zeichen lang sein.',
    resetTooShort: 'Ihr Passwort ist nicht lang genug.',
    mismatch: 'Die Passwörter stimmen nicht überein.',
    newMismatch: 'Die neuen Passwörter stimmen nicht überein.',
    resetMismatch: 'Beide Passwörter stimmen nicht überein.',
    limitedUser: 'Das Passwort dieses Kontos kann nicht geändert werden.',
    tooCommon: 'Dieses Passwort ist zu leicht zu erraten. Bitte wählen Sie ein anderes.',
    equalsEmail: 'Ihr Passwort darf nicht Ihre E-Mail-Adresse sein.',
  },
  forms: {
    loginRequired: 'Bitte geben Sie E-Mail-Adresse und Passwort ein.',
    forgotPasswordRequired: 'Bitte E-Mail und Sicherheitsabfrage ausfüllen.',
    termsConsentRequired: 'Bitte akzeptieren Sie unsere Datenschutzerklärung und unsere AGB.',
  },
  success: {
    saved: 'Erfolgreich gespeichert.',
    passwordChanged: 'Passwort erfolgreich geändert.',
    invitationSent: 'Einladung wurde erfolgreich versendet.',
    licenseAdded: 'Lizenz erfolgreich hinzugefügt',
    referenceCreated: 'Referenz erstellt.',
    referenceSaved: 'Referenz gespeichert.',
    forgotPassword: 'Wir haben Ihnen eine E-Mail gesendet mit Anweisungen um ein neues Passwort zu vergeben.',
  },
  validation: {
    email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    required: 'Bitte füllen Sie dieses Feld aus.',
    greeting: 'Bitte wählen Sie eine Anrede.',
    licenseType: 'Bitte wählen Sie einen Lizenztyp.',
    licenseDateTooEarly: 'Das Datum darf nicht vor dem 01.09.2024 liegen.',
    date: 'Bitte geben Sie ein gültiges Datum ein.',
    wholeNumber: 'Bitte geben Sie eine ganze Zahl ab 0 ein.',
    recordId: 'Diese Nummer bezeichnet keinen Eintrag.',
    countTooLarge: 'Bitte geben Sie höchstens 1.000.000 ein.',
    imageUrl: 'Bitte geben Sie eine Adresse ein, die mit https:// oder / beginnt.',
    upload: 'Die hochgeladene Datei ist ungültig.',
    oneLine: 'Bitte ohne Zeilenumbrüche und Steuerzeichen eingeben.',
    controlCharacter: 'Bitte ohne Steuerzeichen eingeben.',
    featureName:
      'Bitte mit einem Buchstaben beginnen und nur Buchstaben, Ziffern, Punkt, Binde- und Unterstrich verwenden (2 bis 100 Zeichen).',
    appVersion: 'Bitte geben Sie die Version als vier Zahlen bis 65535 ein, z. B. 4.2.1.0.',
    releaseChannel: 'Bitte wählen Sie einen Kanal.',
    /** A release's installer that starts like an address but is none. */
    installerAddress:
      'Bitte geben Sie eine vollständige Adresse ein, z. B. https://downloads.example.com/Brandfallsteuermatrix.appinstaller.',
    /** A release's installer given as a path outside the folder installers/ of the data folder (decision 050). */
    installerPlace:
      'Installationsdateien liefert das Portal nur aus dem Ordner „installers“ im Datenordner aus. Bitte geben Sie eine Adresse mit https:// oder einen Pfad wie installers/Brandfallsteuermatrix.msix ein.',
    /** A release's installer in installers/ whose name is not that of an installer. */
    installerType:
      'Bitte geben Sie ein Installationsprogramm an: eine Datei mit der Endung .appinstaller, .msix, .msixbundle, .appx, .appxbundle, .msi oder .exe.',
  },
  devices: {
    /** The dashboard's device line: 'Aktuell sind {n} von {max} Gerät(en) aktiviert.' */
    count: (activated: number, maximum: number) => `Aktuell sind ${activated} von ${maximum} Gerät(en) aktiviert.`,
    deactivationRequested: 'Deaktivierung beantragt',
    adminDeactivation: 'Admin-Deaktivierung',
    adminDeactivationDialog: 'Deaktivieren dieses Geräts mit Admin-Rechten',
  },
  license: {
    clearDate: 'Datum löschen',
  },
  admin: {
    accountExists: 'Für diese E-Mail-Adresse gibt es bereits ein Konto.',
    featureExists: 'Ein Feature mit diesem Namen gibt es bereits.',
    releaseExists: 'Diese Version gibt es in diesem Kanal bereits.',
    licenseDeleted: 'Lizenz gelöscht.',
  },
  pool: {
    noPool: 'Sie Mitglied keines Pools',
  },
  notifications: {
    none: 'Noch keine Nachrichten gesendet',
  },
  invitation: {
    invalid: 'Dieser Link ist leider nicht mehr gültig.',
    wrongUser: 'Diese Einladung ist für einen anderen Nutzer bestimmt.',
    hasLicense: 'Sie können keine Einladung annehmen, da Sie bereits eine Lizenz haben.',
    needsLogin: 'Bitte melden Sie sich an um diese Einladung anzunehmen',
  },
} as const;
