/**
 * Whether the route that a request matched reads the session: the calls of the webapi and the
 * sign-in/out routes and the installer download (signed-in users only). Static files and pages do not pay for it.
 *
 * `routeUrl` is the matched route's own pattern (`request.routeOptions.url`), never the raw
 * address: Fastify routes the decoded path, so '/%77ebapi/register-token' reaches the route
 * '/webapi/register-token', and a decision on the raw address would skip its session.
 */
export function readsSession(routeUrl: string | undefined): boolean {
  if (routeUrl === undefined) return false;
  return (
    routeUrl.startsWith('/webapi/') ||
    routeUrl === '/check-login' ||
    routeUrl === '/check-login-code' ||
    routeUrl === '/logout' ||
    routeUrl === '/download/installer' ||
    routeUrl.startsWith('/account/')
  );
}
