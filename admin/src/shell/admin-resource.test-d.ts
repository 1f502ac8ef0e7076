/**
 * Checked by `tsc --noEmit` (never run): each line marked @ts-expect-error must fail typecheck,
 * so a resource name that no adapter serves cannot slip into the admin.
 */
import type { AdminResourceName } from '@bfsm/api-adapter';
import type { AdminResource } from './admin-resource';
import { createDataProvider } from './data-provider';

export const knownName: AdminResourceName = 'email-debug-output';
export const knownResource = { name: 'users' } satisfies AdminResource;

// @ts-expect-error 'user' is not a resource: the adapter's name is 'users'.
export const misspeltName: AdminResourceName = 'user';

// @ts-expect-error The mail previews keep the name of their address, 'email-debug-output'.
export const unknownResource = { name: 'mail-previews' } satisfies AdminResource;

export function dataProviderWithUnknownResource() {
  // @ts-expect-error A dataProvider cannot register an adapter under an unknown name.
  return createDataProvider({ usres: {} });
}
