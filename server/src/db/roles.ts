import { adminRole } from '@bfsm/api-adapter';
import type { UserRow } from './rows.js';

/** The role name is a fact both sides share (api-adapter's domain/roles.ts); the server re-exports it under its own name. */
export const ADMIN_ROLE = adminRole;

export function isAdmin(user: Pick<UserRow, 'roles'>): boolean {
  return user.roles.includes(ADMIN_ROLE);
}
