import type { UserListRow } from '@bfsm/api-adapter';

/** Rows with an id `license_<n>` are free pool licences, not users (see row-target.ts). */
export function isLicenseRow(row: Pick<UserListRow, 'id'>): boolean {
  return String(row.id).startsWith('license_');
}

/** Whom a free licence belongs to, as its row names it: the owner's name, else the e-mail. */
export function licenseOwnerLabel(row: Pick<UserListRow, 'owner' | 'owner_name'>): string {
  return row.owner_name || row.owner || '';
}
