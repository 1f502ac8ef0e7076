import { customerRoutes, matchRoute, type CustomerRoute } from './customer-routes.js';

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
  login: { path: customerRoutes.login, title: 'Anmelden' },
  registerTrial: { path: customerRoutes.registerTrial, title: 'Next 7 Tage kostenlos testen' },
  registerConcept: { path: customerRoutes.registerConcept, title: 'Concept kostenlos registrieren' },
  registerSuccess: { path: customerRoutes.registerSuccess, title: 'Fast geschafft!', transitional: true },
  concept: { path: customerRoutes.concept, title: 'Concept – die kostenlose Edition' },
  forgotPassword: { path: customerRoutes.forgotPassword, title: 'Passwort vergessen' },
  resetPassword: { path: customerRoutes.resetPassword, title: 'Neues Passwort vergeben' },
  notMe: { path: customerRoutes.notMe, title: 'Das war ich nicht' },
  confirmMail: { path: customerRoutes.confirmMail, title: 'E-Mail-Adresse bestätigen' },
  invitation: { path: customerRoutes.invitation, title: 'Einladung' },
  declineInvitation: { path: customerRoutes.declineInvitation, title: 'Einladung ablehnen' },
  invitationDeclined: { path: customerRoutes.invitationDeclined, title: 'Einladung abgelehnt', transitional: true },
  imprint: { path: customerRoutes.imprint, title: 'Impressum' },
  terms: { path: customerRoutes.terms, title: 'Allgemeine Geschäftsbedingungen' },
  privacy: { path: customerRoutes.privacy, title: 'Datenschutzerklärung' },
  contact: { path: customerRoutes.contact, title: 'Kontakt' },
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
