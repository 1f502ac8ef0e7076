import type { UserListRow } from '@bfsm/api-adapter';

/** Rows with an id `license_<n>` are free pool licences, not users (see row-target.ts). */
export function isLicenseRow(row: Pick<UserListRow, 'id'>): boolean {
  return String(row.id).startsWith('license_');
}
