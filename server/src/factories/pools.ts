import type { Kysely, Selectable } from 'kysely';
import type { Database, LicensesTable, PoolMembersTable, PoolsTable } from '../db/schema.js';
import { assignLicense, findFreeLicense } from '../pools/pool-ledger.js';
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
    Array.from({ length: count }, () => ({
      pool_id: pool.id,
      license_type: licenseType,
      expiration: expiration === undefined ? dateInDays(365) : expiration,
    })),
  );
  const licenses = rows.length ? await db.insertInto('licenses').values(rows).returningAll().execute() : [];
  return { ...pool, licenses };
}

/**
 * Makes the user a member holding a licence of the type, by the pool's own rules
 * (pools/pool-ledger.ts): takes a free one of the pool, or adds one when none is free. The
 * user's licence type becomes that type.
 */
export async function addPoolMember(
  db: Kysely<Database>,
  options: { pool: { id: number }; user: { id: number }; licenseType: number },
): Promise<PoolMember & { license: License }> {
  const work = async (trx: Kysely<Database>) => {
    const license =
      (await findFreeLicense(trx, { poolId: options.pool.id, licenseType: options.licenseType })) ??
      (await trx
        .insertInto('licenses')
        .values({ pool_id: options.pool.id, license_type: options.licenseType, expiration: dateInDays(365) })
        .returningAll()
        .executeTakeFirstOrThrow());
    await assignLicense(trx, { poolId: options.pool.id, userId: options.user.id, license });
    const member = await trx
      .selectFrom('pool_members')
      .selectAll()
      .where('pool_id', '=', options.pool.id)
      .where('user_id', '=', options.user.id)
      .executeTakeFirstOrThrow();
    return { ...member, license: { ...license, user_id: options.user.id } };
  };
  // Inside the demo seed's transaction already; Kysely has no nested transactions.
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
