import type { Kysely } from 'kysely';
import { licenseTypeName } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { DomainError } from '../errors/domain-error.js';
import type { Mailer } from '../mail/mailer.js';
import { lockPool, releaseMember } from './pool-ledger.js';

/**
 * Takes the member's licence back (free again in the pool) and tells him by mail. `poolId`: only
 * from that pool. Returns the pool's owner.
 */
export async function removePoolMember(
  deps: { db: Kysely<Database>; mailer: Mailer },
  userId: number,
  options: { poolId?: number } = {},
): Promise<number> {
  const { db } = deps;
  const removed = await db.transaction().execute(async (trx) => {
    const membership = await trx.selectFrom('pool_members').select('pool_id').where('user_id', '=', userId).executeTakeFirst();
    if (!membership || (options.poolId !== undefined && membership.pool_id !== options.poolId)) throw new DomainError('notFound');
    const pool = await lockPool(trx, membership.pool_id);
    const released = pool && (await releaseMember(trx, { poolId: pool.id, userId }));
    if (!pool || !released) throw new DomainError('notFound');
    return { ownerId: pool.owner_id, licenseType: released.licenseType };
  });
  const user = await db.selectFrom('users').select(['email', 'greeting', 'last_name']).where('id', '=', userId).executeTakeFirstOrThrow();
  await deps.mailer.send({
    to: user.email,
    userId,
    slug: 'license-removed',
    data: { greeting: user.greeting, lastName: user.last_name, licenseTypeName: licenseTypeName(removed.licenseType) },
  });
  return removed.ownerId;
}
