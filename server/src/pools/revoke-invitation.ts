import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { DomainError } from '../errors/domain-error.js';

/** The link stops working and the reserved licence is free again. Returns the pool's owner. */
export async function revokeInvitation(db: Kysely<Database>, invitationId: number): Promise<number> {
  const revoked = await db
    .updateTable('invitations')
    .set({ status: 'revoked', responded_at: new Date() })
    .where('id', '=', invitationId)
    .where('status', '=', 'pending')
    .returning('pool_id')
    .executeTakeFirst();
  if (!revoked) throw new DomainError('invitationClosed');
  const pool = await db.selectFrom('pools').select('owner_id').where('id', '=', revoked.pool_id).executeTakeFirst();
  if (!pool) throw new DomainError('notFound');
  return pool.owner_id;
}
