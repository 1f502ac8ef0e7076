import type { Kysely } from 'kysely';
import { LICENSE, type License } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { DomainError } from '../errors/domain-error.js';
import { lockPool, releaseMember } from '../pools/pool-ledger.js';
import { auditSubject, recordAuditEvent, type AuditActor } from '../audit/record-audit-event.js';

/** A licence as the admin's licence screen sees it: with its holder and (for pool licences) the pool's owner. */
export async function readLicense(db: Kysely<Database>, licenseId: number): Promise<License | undefined> {
  const row = await db
    .selectFrom('licenses')
    .leftJoin('users as holder', 'holder.id', 'licenses.user_id')
    .leftJoin('pools', 'pools.id', 'licenses.pool_id')
    .leftJoin('users as owner', 'owner.id', 'pools.owner_id')
    .select([
      'licenses.id',
      'licenses.license_type',
      'licenses.expiration',
      'holder.id as holder_id',
      'holder.email as holder_email',
      'owner.id as owner_id',
      'owner.email as owner_email',
    ])
    .where('licenses.id', '=', licenseId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    user: row.holder_id != null && row.holder_email != null ? { id: row.holder_id, email: row.holder_email } : null,
    owner: row.owner_id != null && row.owner_email != null ? { id: row.owner_id, email: row.owner_email } : null,
    licenseType: row.license_type,
    expiration: row.expiration,
  };
}

interface LockedLicense {
  id: number;
  pool_id: number | null;
  user_id: number | null;
  license_type: number;
  expiration: string | null;
}

/** What the audit timeline keeps of a licence, before and after a change (decision 027). */
function licenseFacts(license: { id: number; license_type: number; expiration: string | null }) {
  return { licenseId: license.id, licenseType: license.license_type, expiration: license.expiration };
}

/** Runs `change` with the licence's pool locked (decision 018), so no invitation takes the licence meanwhile. */
async function withLockedLicense<T>(
  db: Kysely<Database>,
  licenseId: number,
  change: (trx: Kysely<Database>, license: LockedLicense) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('licenses').select('pool_id').where('id', '=', licenseId).executeTakeFirst();
    if (!found) throw new DomainError('notFound');
    if (found.pool_id !== null) await lockPool(trx, found.pool_id);
    const license = await trx
      .selectFrom('licenses')
      .select(['id', 'pool_id', 'user_id', 'license_type', 'expiration'])
      .where('id', '=', licenseId)
      .forUpdate()
      .executeTakeFirst();
    if (!license) throw new DomainError('notFound');
    return change(trx, license);
  });
}

/** Changes type and expiry; the holder's own licence fields follow, as when the licence was handed to him. */
export async function updateLicense(
  db: Kysely<Database>,
  actor: AuditActor,
  licenseId: number,
  change: { licenseType: number; expiration: string | null },
): Promise<void> {
  await withLockedLicense(db, licenseId, async (trx, license) => {
    await trx
      .updateTable('licenses')
      .set({ license_type: change.licenseType, expiration: change.expiration })
      .where('id', '=', license.id)
      .execute();
    if (license.user_id !== null) {
      await trx
        .updateTable('users')
        .set({ license_type: change.licenseType, license_expiration: change.expiration, updated_at: new Date() })
        .where('id', '=', license.user_id)
        .execute();
    }
    await recordAuditEvent(trx, actor, {
      kind: 'license-changed',
      subject: license.user_id !== null ? await auditSubject(trx, license.user_id) : null,
      before: licenseFacts(license),
      after: licenseFacts({ id: license.id, license_type: change.licenseType, expiration: change.expiration }),
    });
  });
}

/** Who lost a licence by its deletion and must be told by the 'license-removed' mail. */
export interface FormerHolder {
  id: number;
  email: string;
  greeting: string | null;
  last_name: string | null;
  licenseType: number;
}

/**
 * Deletes a licence. A pool member holding it leaves the pool and holds none any more (as when
 * the owner removes him) and is returned to be told; a pending invitation that reserved it is
 * revoked, since it could never be accepted with this licence.
 */
export async function deleteLicense(db: Kysely<Database>, actor: AuditActor, licenseId: number): Promise<FormerHolder | undefined> {
  return withLockedLicense(db, licenseId, async (trx, license) => {
    // Recorded first, while the holder is still the licence's user.
    await recordAuditEvent(trx, actor, {
      kind: 'license-deleted',
      subject: license.user_id !== null ? await auditSubject(trx, license.user_id) : null,
      before: { ...licenseFacts(license), poolId: license.pool_id },
      after: null,
    });
    let holder: FormerHolder | undefined;
    if (license.user_id !== null) {
      const released =
        license.pool_id !== null ? await releaseMember(trx, { poolId: license.pool_id, userId: license.user_id }) : undefined;
      if (!released) {
        await trx
          .updateTable('users')
          .set({ license_type: LICENSE.none, license_expiration: null, updated_at: new Date() })
          .where('id', '=', license.user_id)
          .execute();
      }
      if (license.pool_id !== null) {
        const user = await trx
          .selectFrom('users')
          .select(['id', 'email', 'greeting', 'last_name'])
          .where('id', '=', license.user_id)
          .executeTakeFirstOrThrow();
        holder = { ...user, licenseType: license.license_type };
      }
    }
    await trx
      .updateTable('invitations')
      .set({ status: 'revoked', responded_at: new Date() })
      .where('license_id', '=', license.id)
      .where('status', '=', 'pending')
      .execute();
    await trx.deleteFrom('licenses').where('id', '=', license.id).execute();
    return holder;
  });
}
