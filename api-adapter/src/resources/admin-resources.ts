import type { ApiClient } from '../client/create-client.js';
import { lazyAdapter, type ResourceAdapter } from './adapter.js';
import { auditAdapter } from './audit.js';
import { featuresAdapter } from './features.js';
import { licensesAdapter } from './licenses.js';
import { mailPreviewsAdapter } from './mail-previews.js';
import { referencesAdapter } from './references.js';
import { usersAdapter } from './users.js';

/**
 * The back-office's resources by their react-admin name, which is also the first address segment
 * below /admin (so the mail previews keep the name of their fixed address). The admin's
 * dataProvider and its resource objects take their names from here: a name no adapter serves
 * fails typecheck instead of failing at run time.
 */
export const adminResourceAdapters = {
  users: usersAdapter,
  license: licensesAdapter,
  features: featuresAdapter,
  'email-debug-output': mailPreviewsAdapter,
  references: referencesAdapter,
  audit: auditAdapter,
  releases: lazyAdapter<ApiClient>(async () => (await import('./releases.js')).releasesAdapter),
  // 'Bestellungen' and 'Rechnungen' (decision 058), loaded with their first use.
  orders: lazyAdapter<ApiClient>(async () => (await import('./sales.js')).ordersAdapter),
  invoices: lazyAdapter<ApiClient>(async () => (await import('./sales.js')).invoicesAdapter),
} as const satisfies Record<string, (client: ApiClient) => ResourceAdapter>;

export type AdminResourceName = keyof typeof adminResourceAdapters;

export const adminResourceNames = Object.keys(adminResourceAdapters) as AdminResourceName[];

export function isAdminResourceName(name: string): name is AdminResourceName {
  return Object.hasOwn(adminResourceAdapters, name);
}
