/**
 * The addresses of the customer app, written once: the app's router draws a screen for each (in
 * this order, the first that matches wins) and the server answers exactly these page addresses
 * with 200; any other address gets the app's not-found screen under a 404 status. Patterns as
 * the router (preact-iso) writes them: `:name` a segment, `:name?` an optional last one.
 */
export const customerRoutes = [
  '/login',
  // The tabs of the account area before the dashboard, whose optional user id would take their names.
  '/account/edit/:userId?',
  '/account/changePw/:userId?',
  '/account/manage_subscription/:userId?',
  '/account/advanced-details/:userId?',
  '/account/my-pool/add',
  '/account/my-pool/add-license',
  '/account/my-pool/:userId/add',
  '/account/my-pool/:userId/add-license',
  '/account/my-pool/:userId?',
  '/account/:userId?',
  '/impressum',
  '/bedingungen',
  '/datenschutz',
  '/kontakt',
  '/reference/:id',
  '/concept',
  '/register',
  '/register-concept',
  '/register/success',
  '/confirm-mail/:code',
  '/forgot-password',
  '/confirm-forgotten-password/:code',
  '/account/terms-consent/:next',
  '/invitation/:invitation/:code?',
  // The mail's decline link: the same check, with declining in front (decision 019).
  '/decline-invitation/:invitation/:code?',
  '/invitation-declined',
] as const;

export type CustomerRoute = (typeof customerRoutes)[number];

/** Addresses that only lead elsewhere; they are pages too. */
export const customerRedirects = [{ from: '/', to: '/account' }] as const;

/**
 * Any other address in the account area: the login page for anonymous visitors, 'not found' for
 * the others. It is the not-found screen of the account area, so the server answers it with 404.
 */
export const accountNotFoundRoute = '/account/*';

/** Parameters that name a record by its number; an address with anything else there is no page. */
const numericParams: ReadonlySet<string> = new Set(['userId', 'id', 'invitation']);

export type RouteParams = Record<string, string | undefined>;

/** The parameters of `pathname` under `pattern`, or undefined when it does not match (the router's rules, `*` a rest of at least one segment). */
export function matchRoute(pattern: string, pathname: string): RouteParams | undefined {
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  const params: RouteParams = {};
  for (let index = 0; index < Math.max(wanted.length, given.length); index++) {
    const segment = wanted[index];
    const value = given[index];
    if (segment === '*') return value === undefined ? undefined : params;
    if (segment === undefined) return undefined;
    if (!segment.startsWith(':')) {
      if (segment !== value) return undefined;
      continue;
    }
    if (value === undefined && !segment.endsWith('?')) return undefined;
    params[segment.replace(/^:|\?$/g, '')] = value === undefined ? undefined : decoded(value);
  }
  return params;
}

/** A parameter as the router hands it to the screen; a broken escape stays as it is. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Whether the parameters that name a record by number hold one (or are left out). */
export function routeParamsFit(params: RouteParams): boolean {
  return Object.entries(params).every(([name, value]) => value === undefined || !numericParams.has(name) || /^\d{1,15}$/.test(value));
}

/** The route that draws `pathname` (the first that matches, as the router picks it), if its parameters fit. */
export function customerRouteAt(pathname: string): CustomerRoute | undefined {
  for (const route of customerRoutes) {
    const params = matchRoute(route, pathname);
    if (params) return routeParamsFit(params) ? route : undefined;
  }
  return undefined;
}

/** Whether the customer app has a screen of its own at `pathname` (a redirect counts). */
export function isCustomerPage(pathname: string): boolean {
  return customerRedirects.some((redirect) => matchRoute(redirect.from, pathname) !== undefined) || customerRouteAt(pathname) !== undefined;
}
