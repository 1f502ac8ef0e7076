import { isRecordIdText } from './record-id.js';

/**
 * The addresses of the customer app by screen, written once: the app's router draws a screen
 * for each (in this order, the first that matches wins) and the server answers exactly these
 * page addresses with 200; any other address gets the app's not-found screen under a 404
 * status. Patterns as the router (preact-iso) writes them: `:name` a segment, `:name?` an
 * optional last one.
 */
export const customerRoutes = {
  login: '/login',
  // The tabs of the account area before the dashboard, whose optional user id would take their names.
  profile: '/account/edit/:userId?',
  changePassword: '/account/changePw/:userId?',
  subscription: '/account/manage_subscription/:userId?',
  advancedDetails: '/account/advanced-details/:userId?',
  invoices: '/account/invoices',
  invite: '/account/my-pool/add',
  addLicense: '/account/my-pool/add-license',
  inviteForOwner: '/account/my-pool/:userId/add',
  addLicenseForOwner: '/account/my-pool/:userId/add-license',
  pool: '/account/my-pool/:userId?',
  dashboard: '/account/:userId?',
  imprint: '/impressum',
  terms: '/bedingungen',
  privacy: '/datenschutz',
  contact: '/kontakt',
  reference: '/reference/:id',
  concept: '/concept',
  registerTrial: '/register',
  registerConcept: '/register-concept',
  registerSuccess: '/register/success',
  confirmMail: '/confirm-mail/:code',
  forgotPassword: '/forgot-password',
  resetPassword: '/confirm-forgotten-password/:code',
  notMe: '/not-me/:code',
  termsConsent: '/account/terms-consent/:next',
  invitation: '/invitation/:invitation/:code?',
  // The mail's decline link: the same check, with declining in front (decision 019).
  declineInvitation: '/decline-invitation/:invitation/:code?',
  invitationDeclined: '/invitation-declined',
  // The download page (decision 042); the installer itself is the server's /download/installer.
  download: '/download',
} as const;

export type CustomerRouteName = keyof typeof customerRoutes;
export type CustomerRoute = (typeof customerRoutes)[CustomerRouteName];

/**
 * A path parameter or query key whose value is a secret: a mail link's code, an action token
 * (`:code`, `:deleteToken`, `?token=`). The one rule by which the server's log redacts addresses
 * (decisions 014, 054), so a route is covered by naming its parameter so.
 */
export function isSecretParam(name: string): boolean {
  return /(code|token)$/i.test(name);
}

/**
 * The pages that mails link to with a secret in the address (confirmation, reset, invitation,
 * 'Das war ich nicht'), read from the routes above: the one list the server's log redaction and
 * the error reports' scrubbing take them from, since no server route names their parameters.
 */
export const mailedLinkPages: readonly CustomerRoute[] = Object.values(customerRoutes).filter((route) =>
  route.split('/').some((segment) => segment.startsWith(':') && isSecretParam(segment.slice(1).replace(/\?$/, ''))),
);

/** Addresses that only lead elsewhere; they are pages too. */
export const customerRedirects = [{ from: '/', to: '/account' }] as const;

/**
 * Any other address in the account area: the login page for anonymous visitors, 'not found' for
 * the others. It is the not-found screen of the account area, so the server answers it with 404.
 */
export const accountNotFoundRoute = '/account/*';

/** Parameters that name a record by its number; an address with anything else there is no page. */
const numericParams = ['userId', 'id', 'invitation'];

export type RouteParams = Record<string, string | undefined>;

/**
 * The parameters of `pathname` under `pattern`, or undefined when it does not match, by the
 * router's rules for the patterns above. Kept small: the customer app's first screen carries it.
 */
export function matchRoute(pattern: string, pathname: string): RouteParams | undefined {
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  if (given.length > wanted.length) return undefined;
  const params: RouteParams = {};
  for (const [index, segment] of wanted.entries()) {
    const value = given[index];
    if (segment[0] !== ':') {
      if (segment !== value) return undefined;
    } else if (value === undefined && !segment.endsWith('?')) return undefined;
    else params[segment.replace(/^:|\?$/g, '')] = value;
  }
  return params;
}

/** Whether the parameters that name a record by number hold one (or are left out). */
export function routeParamsFit(params: RouteParams): boolean {
  return Object.entries(params).every(([name, value]) => value === undefined || !numericParams.includes(name) || isRecordIdText(value));
}

/** The route that draws `pathname` (the first that matches, as the router picks it), if its parameters fit. */
export function customerRouteAt(pathname: string): CustomerRoute | undefined {
  for (const route of Object.values(customerRoutes)) {
    const params = matchRoute(route, pathname);
    // The router hands the screen decoded parameters (`%31` is user 1).
    if (params)
      return routeParamsFit(Object.fromEntries(Object.entries(params).map(([name, value]) => [name, value && decoded(value)])))
        ? route
        : undefined;
  }
  return undefined;
}

/** Whether the customer app has a screen of its own at `pathname` (a redirect counts). */
export function isCustomerPage(pathname: string): boolean {
  return customerRedirects.some((redirect) => matchRoute(redirect.from, pathname) !== undefined) || customerRouteAt(pathname) !== undefined;
}

/** A parameter as the router hands it to the screen; a broken escape stays as it is. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
