import {
  adminLinkCalls,
  auditAdapter,
  featuresAdapter,
  licensesAdapter,
  mailTemplatesAdapter,
  referencesAdapter,
  usersAdapter,
  type AdminLinks,
  type ApiClient,
} from '@bfsm/api-adapter';
import type { DataProvider } from 'react-admin';
import { createDataProvider } from './data-provider';

/** The calls of the admin that are no resource, offered by the dataProvider as well. */
export interface AdminExtraCalls {
  getAdminLinks(): Promise<AdminLinks>;
}

export type AdminDataProvider = DataProvider & AdminExtraCalls;

/**
 * The admin's one dataProvider: each resource name (as App.tsx registers it, and as it appears in
 * the address) with its adapter. Adding a resource is one line here and one folder.
 */
export function createAdminDataProvider(client: ApiClient): AdminDataProvider {
  return createDataProvider(
    {
      users: usersAdapter(client),
      license: licensesAdapter(client),
      features: featuresAdapter(client),
      'email-debug-output': mailTemplatesAdapter(client),
      references: referencesAdapter(client),
      audit: auditAdapter(client),
    },
    { getAdminLinks: () => client.call(adminLinkCalls.getAdminLinks, {}) },
  );
}
