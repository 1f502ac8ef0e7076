/**
 * The title of each back-office screen, by its path below /admin: react-admin's bar shows it (each
 * screen's <Title>), the browser tab too (page-titles.ts), and a phone's first look draws it before
 * react-admin has loaded (first-look/). A message key of german-messages.ts; more specific paths first.
 */
const screenTitles: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/?$/, 'admin.overview.name'],
  [/^\/users\/?$/, 'resources.users.page.list'],
  [/^\/users\/new\/?$/, 'resources.users.page.create'],
  [/^\/license\/[^/]+\/?$/, 'resources.license.page.edit'],
  [/^\/references\/?$/, 'resources.references.page.list'],
  [/^\/reference\/new\/?$/, 'resources.references.page.create'],
  [/^\/reference\/[^/]+\/?$/, 'resources.references.page.edit'],
  [/^\/releases\/?$/, 'resources.releases.page.list'],
  [/^\/releases\/create\/?$/, 'resources.releases.page.create'],
  [/^\/releases\/[^/]+\/?$/, 'resources.releases.page.edit'],
  [/^\/orders\/?$/, 'resources.orders.page.list'],
  [/^\/orders\/create\/?$/, 'resources.orders.page.create'],
  [/^\/orders\/[^/]+\/show\/?$/, 'resources.orders.page.one'],
  [/^\/invoices\/?$/, 'resources.invoices.page.list'],
  [/^\/prices\/?$/, 'resources.prices.page.list'],
  [/^\/install-next\/?$/, 'admin.installer.name'],
  [/^\/email-debug-output\/?$/, 'resources.email-debug-output.page.list'],
  [/^\/features\/?$/, 'resources.features.page.list'],
  [/^\/features\/create\/?$/, 'resources.features.page.create'],
  [/^\/features\/[^/]+\/?$/, 'resources.features.page.edit'],
  [/^\/audit\/?$/, 'resources.audit.page.list'],
];

/** The title's message key of the screen at `pathBelowAdmin` ('/users', '/' for the start); none for an unknown path. */
export const screenTitleKey = (pathBelowAdmin: string): string | undefined =>
  screenTitles.find(([pattern]) => pattern.test(pathBelowAdmin))?.[1];

/** The path below /admin of a browser address's path ('/admin/users' → '/users', '/admin' → '/'). */
export const pathBelowAdmin = (pathname: string): string => pathname.replace(/^\/admin(?=\/|$)/, '') || '/';
