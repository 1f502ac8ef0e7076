import { matchRoute, type CustomerRoute } from './customer-routes.js';

/**
 * The customer app's public screens as search engines and link previews see them: the title
 * per route here, the meta description in page-descriptions.ts (a chunk the app loads late).
 * The server writes both into the index.html it serves (with the canonical address from
 * PUBLIC_URL), the app sets them again when it moves to another screen (decision 025). The
 * app's screens take their headings' titles from here too, so a title is written once.
 */
export interface PublicPage {
  /** The app's route (customer-routes.ts). */
  path: CustomerRoute;
  title: string;
  /** A screen on the way (after a form), not worth a search result: left out of the sitemap. */
  transitional?: true;
}

export const appName = 'Brandfallsteuermatrix';

export const publicPages = {
  login: { path: '/login', title: 'Anmelden' },
  registerTrial: { path: '/register', title: 'Next 7 Tage kostenlos testen' },
  registerConcept: { path: '/register-concept', title: 'Concept kostenlos registrieren' },
  registerSuccess: { path: '/register/success', title: 'Fast geschafft!', transitional: true },
  concept: { path: '/concept', title: 'Concept – die kostenlose Edition' },
  forgotPassword: { path: '/forgot-password', title: 'Passwort vergessen' },
  resetPassword: { path: '/confirm-forgotten-password/:code', title: 'Neues Passwort vergeben' },
  confirmMail: { path: '/confirm-mail/:code', title: 'E-Mail-Adresse bestätigen' },
  invitation: { path: '/invitation/:invitation/:code?', title: 'Einladung' },
  declineInvitation: { path: '/decline-invitation/:invitation/:code?', title: 'Einladung ablehnen' },
  invitationDeclined: { path: '/invitation-declined', title: 'Einladung abgelehnt', transitional: true },
  imprint: { path: '/impressum', title: 'Impressum' },
  terms: { path: '/bedingungen', title: 'Allgemeine Geschäftsbedingungen' },
  privacy: { path: '/datenschutz', title: 'Datenschutzerklärung' },
  contact: { path: '/kontakt', title: 'Kontakt' },
} as const satisfies Record<string, PublicPage>;

export type PublicPageName = keyof typeof publicPages;

/** The name of the public screen that `pathname` shows, if it is one. */
export function publicPageAt(pathname: string): PublicPageName | undefined {
  return (Object.keys(publicPages) as PublicPageName[]).find((name) => matchRoute(publicPages[name].path, pathname) !== undefined);
}

/** The page's title as the browser tab and search results show it. */
export function documentTitle(title: string): string {
  return `${title} – ${appName}`;
}
