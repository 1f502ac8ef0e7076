import { sql } from 'kysely';
import { DomainError } from '../errors/domain-error.js';
import { hashInvitationCode, newInvitationCode } from '../security/invitation-code.js';
import { sendInvitationMail } from './invitation-mail.js';
import { countInvitationMail, invitationExpiry, type PoolDeps } from './pool-deps.js';
import { findFreeLicense, lockPool } from './pool-ledger.js';

/**
 * Invites `email` to a free licence of the type of `licenseId` (that one when it is still free)
 * and reserves it; the mail goes out once the invitation is stored.
 */
export async function inviteToPool(
  deps: PoolDeps,
  options: { invitedBy: number; poolId: number; licenseId: number; email: string },
): Promise<void> {
  const { db } = deps;
  const email = options.email.trim();
  // Counted for the pool of the licence (whose owner the access check has seen), not the form's pool id.
  const chosenPool = await db.selectFrom('licenses').select('pool_id').where('id', '=', options.licenseId).executeTakeFirst();
  if (chosenPool?.pool_id == null) throw new DomainError('notFound');
  await countInvitationMail(deps.mailLimit, chosenPool.pool_id);
  const { invitation, code } = await db.transaction().execute(async (trx) => {
    const pool = await lockPool(trx, options.poolId);
    const chosen = await trx
      .selectFrom('licenses')
      .select(['id', 'license_type', 'pool_id'])
      .where('id', '=', options.licenseId)
      .executeTakeFirst();
    // The licence must be one of the pool named in the form.
    if (!pool || chosen?.pool_id !== pool.id) throw new DomainError('notFound');
    const owner = await trx.selectFrom('users').select('email').where('id', '=', pool.owner_id).executeTakeFirstOrThrow();
    if (owner.email.toLowerCase() === email.toLowerCase()) throw new DomainError('selfInvitation');
    const member = await trx
      .selectFrom('pool_members')
      .innerJoin('users', 'users.id', 'pool_members.user_id')
      .select('users.id')
      .where('pool_members.pool_id', '=', pool.id)
      .where(sql`lower(users.email)`, '=', email.toLowerCase())
      .executeTakeFirst();
    if (member) throw new DomainError('alreadyMember');
    const invited = await trx
      .selectFrom('invitations')
      .select('id')
      .where('pool_id', '=', pool.id)
      .where('status', '=', 'pending')
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
    if (invited) throw new DomainError('alreadyInvited');
    const license = await findFreeLicense(trx, { poolId: pool.id, licenseType: chosen.license_type, preferredId: chosen.id });
    if (!license) throw new DomainError('noFreeLicense');
    const newCode = newInvitationCode();
    const stored = await trx
      .insertInto('invitations')
      .values({
        pool_id: pool.id,
        license_id: license.id,
        email,
        license_type: license.license_type,
        code_hash: hashInvitationCode(newCode),
        invited_by: options.invitedBy,
        expires_at: invitationExpiry(),
      })
      .returning(['id', 'email', 'license_type', 'pool_id'])
      .executeTakeFirstOrThrow();
    return { invitation: stored, code: newCode };
  });
  await sendInvitationMail(deps, invitation, code);
}
