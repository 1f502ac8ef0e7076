/**
 * German texts that only the customer app shows. Texts that the server or the admin app show as
 * well live in `texts` of '@bfsm/api-adapter'. This catalogue is part of the start, so it holds
 * only what the shell shows (menu, footer, cookie banner, the boundary around a failed screen)
 * and the loading hint that nearly every first screen shows while its data arrives. Texts of
 * lazily loaded screens and of their forms and dialogs live beside them (`*-texts.ts`), so the
 * start stays within its size budget.
 */
import { appName } from '@bfsm/api-adapter';

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

  /** The boundary around every screen shows these when a screen fails, whichever screen it is. */
  routeError: {
    documentTitle: 'Fehler',
    reload: 'Seite neu laden',
    toStart: 'Zur Startseite',
  },
} as const;
