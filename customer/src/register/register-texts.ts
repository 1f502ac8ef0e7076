import { publicPages } from '@bfsm/api-adapter';
import { signUpTexts } from '../forms/sign-up-texts';

/**
 * German texts of the registration; the fields it shares with the invitation's new-user form are
 * worded in signUpTexts.
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
  ...signUpTexts,
  companyName: 'Firma',
  phone: 'Telefon',
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
