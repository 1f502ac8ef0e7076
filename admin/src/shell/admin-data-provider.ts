import { adminLinkCalls, adminResourceAdapters, adminResourceNames, type AdminLinks, type ApiClient } from '@bfsm/api-adapter';
import type { DataProvider } from 'react-admin';
import { createDataProvider, type ResourceAdapters } from './data-provider';

/** The calls of the admin that are no resource, offered by the dataProvider as well. */
export interface AdminExtraCalls {
  getAdminLinks(): Promise<AdminLinks>;
}

export type AdminDataProvider = DataProvider & AdminExtraCalls;

/**
 * The admin's one dataProvider: every resource of the api-adapter's list with its adapter, so a
 * new resource is one adapter file there and one folder here, with no line in between.
 */
export function createAdminDataProvider(client: ApiClient): AdminDataProvider {
  const adapters: ResourceAdapters = {
    ...Object.fromEntries(adminResourceNames.map((name) => [name, adminResourceAdapters[name](client)])),
  };
  return createDataProvider(adapters, { getAdminLinks: () => client.call(adminLinkCalls.getAdminLinks, {}) });
}
