import { publicPages } from '@bfsm/api-adapter';

/**
 * German texts of the registration (the invitation's new-user form uses its fields too).
 * They live beside the screens that show them, not in the shell's catalogue (texts.ts), so that
 * only the lazily loaded screens carry them and the start of the app stays within its size budget.
 */
export const registerTexts = {
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
} as const;

/**
 * German texts of the page after a registration.
 * They live beside the screens that show them, not in the shell's catalogue (texts.ts), so that
 * only the lazily loaded screens carry them and the start of the app stays within its size budget.
 */
export const registerSuccessTexts = {
  title: publicPages.registerSuccess.title,
  mailSent: 'Wir haben Ihnen eine E-Mail mit einem Bestätigungslink an die angegebene Adresse gesendet.',
  activate: 'Klicken Sie in der E-Mail auf die Schaltfläche, um Ihr Konto zu aktivieren. Danach können Sie sich anmelden.',
  spam: 'Keine E-Mail erhalten? Bitte sehen Sie auch in Ihrem Spam-Ordner nach.',
  toLogin: 'Zur Anmeldung',
} as const;
