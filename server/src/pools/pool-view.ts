import { sql, type Kysely } from 'kysely';
import { viewerLicenseTypes, type LicenseCount, type Pool } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { DomainError } from '../errors/domain-error.js';

/**
 * The pool as its screen shows it. The licence counts come from the same rows as the lists, so
 * assigned + reserved + free always make the pool's total.
 */
export async function readPool(db: Kysely<Database>, poolId: number, now = new Date()): Promise<Pool | undefined> {
  const pool = await db
    .selectFrom('pools')
    .innerJoin('users as owner', 'owner.id', 'pools.owner_id')
    .select(['pools.id', 'pools.name', 'owner.id as owner_id', 'owner.email', 'owner.greeting', 'owner.first_name', 'owner.last_name'])
    .where('pools.id', '=', poolId)
    .executeTakeFirst();
  if (!pool) return undefined;

  const [members, invitations, licenses] = await Promise.all([
    db
      .selectFrom('pool_members')
      .innerJoin('users', 'users.id', 'pool_members.user_id')
      .leftJoin('licenses', 'licenses.id', 'pool_members.license_id')
      .select([
        'users.id',
        'users.email',
        'users.greeting',
        'users.first_name',
        'users.last_name',
        'users.license_type as user_license_type',
        'licenses.license_type',
      ])
      .where('pool_members.pool_id', '=', poolId)
      .orderBy('users.last_name')
      .orderBy('users.email')
      .execute(),
    db
      .selectFrom('invitations')
      .select(['id', 'email', 'license_type', 'status', 'created_at', 'expires_at', 'responded_at'])
      .where('pool_id', '=', poolId)
      .where('status', 'in', ['pending', 'reported'])
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('licenses')
      .select([
        'id',
        'license_type',
        'user_id',
        sql<boolean>`EXISTS (SELECT 1 FROM invitations WHERE invitations.license_id = licenses.id AND invitations.status = 'pending')`.as(
          'reserved',
        ),
      ])
      .where('pool_id', '=', poolId)
      .orderBy('id')
      .execute(),
  ]);

  const free = licenses.filter((license) => license.user_id === null && !license.reserved);
  const types = [...new Set([...viewerLicenseTypes, ...licenses.map((license) => license.license_type)])];
  const licenseCounts: LicenseCount[] = types.map((licenseType) => {
    const ofType = licenses.filter((license) => license.license_type === licenseType);
    const assigned = ofType.filter((license) => license.user_id !== null).length;
    const reserved = ofType.filter((license) => license.user_id === null && license.reserved).length;
    return { licenseType, total: ofType.length, assigned, reserved, free: ofType.length - assigned - reserved };
  });

  return {
    id: pool.id,
    name: pool.name,
    owner: { id: pool.owner_id, email: pool.email, greeting: pool.greeting, firstName: pool.first_name, lastName: pool.last_name },
    members: members.map((member) => ({
      memberId: member.id,
      poolId,
      email: member.email,
      licenseType: member.license_type ?? member.user_license_type,
      member: { greeting: member.greeting, firstName: member.first_name, lastName: member.last_name },
    })),
    invites: invitations
      .filter((invitation) => invitation.status === 'pending')
      .map((invitation) => ({
        id: invitation.id,
        email: invitation.email,
        licenseType: invitation.license_type,
        created: invitation.created_at.toISOString(),
        expires: invitation.expires_at.toISOString(),
        expired: invitation.expires_at <= now,
      })),
    available_licenses: free.map((license) => ({ id: license.id, licenseType: license.license_type })),
    licenseCounts,
    reportedInvites: invitations
      .filter((invitation) => invitation.status === 'reported')
      .map((invitation) => ({
        id: invitation.id,
        email: invitation.email,
        licenseType: invitation.license_type,
        created: invitation.created_at.toISOString(),
        reported: (invitation.responded_at ?? invitation.created_at).toISOString(),
      })),
  };
}

/** The pool for its screen; refused as not found when there is none (an admin passes the access check for any id). */
export async function viewPool(db: Kysely<Database>, poolId: number): Promise<Pool> {
  const pool = await readPool(db, poolId);
  if (!pool) throw new DomainError('notFound');
  return pool;
}
