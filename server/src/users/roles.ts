import type { UserRow } from '../sessions/session-store.js';

export const ADMIN_ROLE = 'ROLE_ADMIN';

export function isAdmin(user: Pick<UserRow, 'roles'>): boolean {
  return user.roles.includes(ADMIN_ROLE);
}
