import { adminResourceAdapters, overviewCalls, type ApiClient } from '@bfsm/api-adapter';
import type { ListScreen } from './shell/list-query';

/** A back-office screen: its address below /admin, its code, and the call its content waits for. */
export interface Screen {
  /** `:id` stands for one path segment. */
  path: string;
  load: () => Promise<unknown>;
  /** The call whose answer the screen's largest content waits for, made as the screen makes it (its resource's adapter, so the address is the same). */
  firstCall?: (client: ApiClient, id: string) => Promise<unknown>;
  /** A react-admin list: its resource and the defaults its <List> takes from here, so that its first page can be asked for early. */
  list?: ListScreen;
}

/**
 * Every back-office screen, by the address that shows it. The section folders' lazy components
 * load a screen when it is first drawn; main.ts loads the one the back-office opens on at once,
 * beside react-admin, and starts its first call (a list's first page, decision 071), so that a
 * phone's line fetches the screen and its record while its CPU starts react-admin instead of
 * afterwards (decision 070).
 */
export const screens = {
  overview: { path: '', load: () => import('./overview/OverviewPage'), firstCall: (client) => client.call(overviewCalls.getOverview, {}) },
  userList: { path: 'users', load: () => import('./users/UserList') },
  userCreate: { path: 'users/new', load: () => import('./users/UserCreate') },
  licenseEdit: {
    path: 'license/:id',
    load: () => import('./license/LicenseEdit'),
    firstCall: (client, id) => adminResourceAdapters.license(client).getOne(id),
  },
  referenceList: {
    path: 'references',
    load: () => import('./references/ReferenceList'),
    list: { resource: 'references', sort: { field: 'id', order: 'DESC' } },
  },
  referenceCreate: { path: 'reference/new', load: () => import('./references/ReferenceCreate') },
  referenceEdit: {
    path: 'reference/:id',
    load: () => import('./references/ReferenceEdit'),
    firstCall: (client, id) => adminResourceAdapters.references(client).getOne(id),
  },
  releaseList: {
    path: 'releases',
    load: () => import('./releases/ReleaseList'),
    list: { resource: 'releases', sort: { field: 'publishedOn', order: 'DESC' } },
    // 'Versionen im Einsatz' beside the list.
    firstCall: async (client) => (await import('./releases/versions-in-use-call')).askVersionsInUse(client),
  },
  releaseCreate: { path: 'releases/create', load: () => import('./releases/ReleaseCreate') },
  releaseEdit: { path: 'releases/:id', load: () => import('./releases/ReleaseEdit') },
  orderList: {
    path: 'orders',
    load: () => import('./orders/OrderList'),
    list: { resource: 'orders', sort: { field: 'id', order: 'DESC' } },
  },
  orderCreate: { path: 'orders/create', load: () => import('./orders/OrderCreate') },
  orderShow: { path: 'orders/:id/show', load: () => import('./orders/OrderShow') },
  invoiceList: {
    path: 'invoices',
    load: () => import('./invoices/InvoiceList'),
    list: { resource: 'invoices', sort: { field: 'id', order: 'DESC' } },
    // 'Summen je Monat' beside the list, the largest text on a phone while the list is short.
    firstCall: async (client) => (await import('./invoices/invoice-months-call')).askInvoiceMonths(client),
  },
  pricePage: {
    path: 'prices',
    load: () => import('./prices/PricePage'),
    firstCall: async (client) => (await import('./prices/prices-call')).askPrices(client),
  },
  installerPage: {
    path: 'install-next',
    load: () => import('./installer/InstallerPage'),
    firstCall: async (client) => (await import('./installer/next-install-call')).askNextInstall(client),
  },
  mailPreviewPage: { path: 'email-debug-output', load: () => import('./mail-previews/MailPreviewPage') },
  featureList: {
    path: 'features',
    load: () => import('./features/FeatureList'),
    list: { resource: 'features', sort: { field: 'name', order: 'ASC' }, perPage: 50 },
  },
  featureCreate: { path: 'features/create', load: () => import('./features/FeatureCreate') },
  featureEdit: { path: 'features/:id', load: () => import('./features/FeatureEdit') },
  auditList: { path: 'audit', load: () => import('./audit/AuditList'), list: { resource: 'audit', perPage: 50 } },
} satisfies Record<string, Screen>;

const segments = (path: string) => path.split('/').filter(Boolean);

/** The fixed words of the table's paths, which an `:id` never stands for ('new', 'create'). */
const screenPathWords = new Set(Object.values(screens).flatMap(({ path }) => segments(path).filter((part) => part !== ':id')));

/** The screen an address below /admin shows, if it is one of the table's (a fixed word is never an `:id`), with the id it names. */
export function screenAt(pathname: string): { screen: Screen; id: string } | undefined {
  const [admin, ...parts] = segments(pathname);
  if (admin !== 'admin') return undefined;
  for (const screen of Object.values(screens) as Screen[]) {
    const pattern = segments(screen.path);
    const fits =
      pattern.length === parts.length &&
      pattern.every((part, i) => part === parts[i] || (part === ':id' && !screenPathWords.has(parts[i] ?? '')));
    if (fits) return { screen, id: parts[pattern.indexOf(':id')] ?? '' };
  }
  return undefined;
}
