import { sql, type Kysely } from 'kysely';
import { LICENSE } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import type { LicenseRow, PoolRow } from '../db/rows.js';

/**
 * Who holds, and who is promised, which licence of a pool. Every change to that runs inside a
 * transaction that first locks the pool's row (`lockPool`), so two of them on one pool run one
 * after the other: two invitees cannot both take the last free licence, and an owner cannot
 * promise it twice (decision 018). The unique indexes of migration 0011 hold the same rules.
 */

/** Locks the pool until the transaction ends; undefined when there is no such pool. */
export async function lockPool(trx: Kysely<Database>, poolId: number): Promise<PoolRow | undefined> {
  return trx.selectFrom('pools').selectAll().where('id', '=', poolId).forUpdate().executeTakeFirst();
}

/**
 * A licence of the type that nobody holds and no pending invitation reserves, `preferredId` when
 * it is one. The reservation of `forInvitation` counts as free: it is that invitation's own.
 */
export async function findFreeLicense(
  trx: Kysely<Database>,
  options: { poolId: number; licenseType: number; preferredId?: number | null; forInvitation?: number },
): Promise<LicenseRow | undefined> {
  const preferred = options.preferredId ?? 0;
  const except = options.forInvitation ?? 0;
  return trx
    .selectFrom('licenses')
    .selectAll()
    .where('pool_id', '=', options.poolId)
    .where('license_type', '=', options.licenseType)
    .where('user_id', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('invitations')
            .select(sql`1`.as('one'))
            .whereRef('invitations.license_id', '=', 'licenses.id')
            .where('invitations.status', '=', 'pending')
            .where('invitations.id', '!=', except),
        ),
      ),
    )
    .orderBy(sql`licenses.id = ${preferred}`, 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** The user holds `license` as a member of its pool from now on; his licence type and expiry become the licence's. */
export async function assignLicense(
  trx: Kysely<Database>,
  options: { poolId: number; userId: number; license: LicenseRow },
): Promise<void> {
  const { poolId, userId, license } = options;
  await trx.updateTable('licenses').set({ user_id: userId }).where('id', '=', license.id).execute();
  await trx
    .insertInto('pool_members')
    .values({ pool_id: poolId, user_id: userId, license_id: license.id })
    .onConflict((oc) => oc.columns(['pool_id', 'user_id']).doUpdateSet({ license_id: license.id }))
    .execute();
  await trx
    .updateTable('users')
    .set({ license_type: license.license_type, license_expiration: license.expiration, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

/**
 * The member leaves the pool: his licence is free again and he holds none ('Keine'). Returns the
 * type of the licence he lost, or undefined when he was no member of the pool.
 */
export async function releaseMember(
  trx: Kysely<Database>,
  options: { poolId: number; userId: number },
): Promise<{ licenseType: number } | undefined> {
  const membership = await trx
    .deleteFrom('pool_members')
    .where('pool_id', '=', options.poolId)
    .where('user_id', '=', options.userId)
    .returning('license_id')
    .executeTakeFirst();
  if (!membership) return undefined;
  const license =
    membership.license_id === null
      ? undefined
      : await trx
          .updateTable('licenses')
          .set({ user_id: null })
          .where('id', '=', membership.license_id)
          .returning('license_type')
          .executeTakeFirst();
  const before = await trx.selectFrom('users').select('license_type').where('id', '=', options.userId).executeTakeFirstOrThrow();
  await trx
    .updateTable('users')
    .set({ license_type: LICENSE.none, license_expiration: null, updated_at: new Date() })
    .where('id', '=', options.userId)
    .execute();
  return { licenseType: license?.license_type ?? before.license_type };
}
