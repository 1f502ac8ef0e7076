import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { DomainError } from '../errors/domain-error.js';
import { ADMIN_ROLE } from '../db/roles.js';

/** The refusal when the actor aims the change at his own account: deleting it, or taking his own rights. */
export type OwnAccountRefusal = 'ownAccountDeletion' | 'ownAdminRights';

/**
 * Inside a transaction, before an admin takes rights away from an account (revoking them, or
 * deleting it): locks every admin row and the target's, then checks that the actor is still an
 * admin and acts on someone else. Two admins acting on each other at the same moment therefore
 * run one after the other, and the second finds himself no longer admin: the portal never loses
 * its last admin. Answers whether the target is an admin.
 */
export async function lockForAdminChange(
  trx: Transaction<Database>,
  actorId: number,
  targetId: number,
  ownAccount: OwnAccountRefusal,
): Promise<{ targetIsAdmin: boolean }> {
  const rows = await sql<{ id: number; roles: string[] }>`
    SELECT id, roles FROM users WHERE id = ${targetId} OR ${ADMIN_ROLE} = ANY (roles) ORDER BY id FOR UPDATE`.execute(trx);
  const isAdminRow = (id: number) => rows.rows.some((row) => Number(row.id) === id && row.roles.includes(ADMIN_ROLE));
  if (!isAdminRow(actorId)) throw new DomainError('forbidden');
  if (targetId === actorId) throw new DomainError(ownAccount);
  if (!rows.rows.some((row) => Number(row.id) === targetId)) throw new DomainError('notFound');
  return { targetIsAdmin: isAdminRow(targetId) };
}
