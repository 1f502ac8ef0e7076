import type { Selectable } from 'kysely';
import type { DevicesTable, LicensesTable, PoolsTable, ReleasesTable, ShowcaseReferencesTable, UsersTable } from './schema.js';

/**
 * The rows as the stores read them, at the bottom layer beside the schema: every layer above
 * (stores, services, routes, http) names them from here, so no feature imports another just
 * for a row type (docs/server-layers.md).
 */
export type UserRow = Selectable<UsersTable>;
export type DeviceRow = Selectable<DevicesTable>;
export type PoolRow = Selectable<PoolsTable>;
export type LicenseRow = Selectable<LicensesTable>;
export type ReferenceRow = Selectable<ShowcaseReferencesTable>;
export type ReleaseRow = Selectable<ReleasesTable>;
