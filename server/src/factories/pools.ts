import type { Kysely, Selectable } from 'kysely';
import type { Database, LicensesTable, PoolMembersTable, PoolsTable } from '../db/schema.js';
import { dateInDays } from './calendar.js';

export type Pool = Selectable<PoolsTable>;
export type License = Selectable<LicensesTable>;
export type PoolMember = Selectable<PoolMembersTable>;

export interface CreatePoolOptions {
  owner: { id: number };
  name?: string;
  /** Licences available in the pool, e.g. [{ licenseType: 8, count: 2 }]. */
  licenses?: Array<{ licenseType: number; count: number; expiration?: string | null }>;
}

/** A pool of the owner with its available (unassigned) licences. */
export async function createPool(db: Kysely<Database>, options: CreatePoolOptions): Promise<Pool & { licenses: License[] }> {
  const pool = await db
    .insertInto('pools')
    .values({ owner_id: options.owner.id, name: options.name ?? 'Viewer-Pool' })
    .returningAll()
    .executeTakeFirstOrThrow();
  const rows = (options.licenses ?? []).flatMap(({ licenseType, count, expiration }) =>
    Array.from({ length: count }, () => ({ pool_id: pool.id, license_type: licenseType, expiration: expiration === undefined ? dateInDays(365) : expiration })),
  );
  const licenses = rows.length ? await db.insertInto('licenses').values(rows).returningAll().execute() : [];
  return { ...pool, licenses };
}

/**
 * Makes the user a member holding a licence of the type: takes an available one of the pool,
 * or adds one when none is left. The user's licence type becomes that type.
 */
export async function addPoolMember(
  db: Kysely<Database>,
  options: { pool: { id: number }; user: { id: number }; licenseType: number },
): Promise<PoolMember & { license: License }> {
  const work = async (trx: Kysely<Database>) => {
    const available = await trx
      .selectFrom('licenses')
      .selectAll()
      .where('pool_id', '=', options.pool.id)
      .where('license_type', '=', options.licenseType)
      .where('user_id', 'is', null)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    const license = available
      ? await trx.updateTable('licenses').set({ user_id: options.user.id }).where('id', '=', available.id).returningAll().executeTakeFirstOrThrow()
      : await trx
          .insertInto('licenses')
          .values({ pool_id: options.pool.id, user_id: options.user.id, license_type: options.licenseType, expiration: dateInDays(365) })
          .returningAll()
          .executeTakeFirstOrThrow();
    await trx
      .updateTable('users')
      .set({ license_type: options.licenseType, license_expiration: license.expiration })
      .where('id', '=', options.user.id)
      .execute();
    const member = await trx
      .insertInto('pool_members')
      .values({ pool_id: options.pool.id, user_id: options.user.id, license_id: license.id })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ...member, license };
  };
  // Inside the demo seed's transaction already; Kysely has no nested transactions.
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
