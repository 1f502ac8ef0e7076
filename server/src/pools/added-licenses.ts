import type { Kysely } from 'kysely';
import { viewerLicenseTypes, type LicenseType } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { auditSubject, recordAuditEvent, type AuditActor } from '../audit/record-audit-event.js';
import { DomainError } from '../errors/domain-error.js';
import { assignLicense, lockPool } from './pool-ledger.js';

/**
 * An admin adds a viewer licence to a pool: owned by the pool owner it is free in the pool; for a
 * member it replaces his licence, which is free again, so he still holds one (decision 018).
 */
export async function addPoolLicense(
  db: Kysely<Database>,
  actor: AuditActor,
  options: { poolId: number; userId: number; licenseType: number; expiration: string | null },
): Promise<void> {
  if (!viewerLicenseTypes.includes(options.licenseType as LicenseType)) throw new DomainError('viewerTypesOnly');
  await db.transaction().execute(async (trx) => {
    const pool = await lockPool(trx, options.poolId);
    if (!pool) throw new DomainError('notFound');
    const forOwner = options.userId === pool.owner_id;
    const membership = forOwner
      ? undefined
      : await trx
          .selectFrom('pool_members')
          .select('license_id')
          .where('pool_id', '=', pool.id)
          .where('user_id', '=', options.userId)
          .executeTakeFirst();
    if (!forOwner && !membership) throw new DomainError('notPoolPerson');
    const license = await trx
      .insertInto('licenses')
      .values({ pool_id: pool.id, license_type: options.licenseType, expiration: options.expiration })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAuditEvent(trx, actor, {
      kind: 'pool-license-created',
      subject: await auditSubject(trx, options.userId),
      before: null,
      after: { licenseId: license.id, poolId: pool.id, licenseType: license.license_type, expiration: license.expiration },
    });
    if (forOwner) return;
    if (membership?.license_id) await trx.updateTable('licenses').set({ user_id: null }).where('id', '=', membership.license_id).execute();
    await assignLicense(trx, { poolId: pool.id, userId: options.userId, license });
  });
}
