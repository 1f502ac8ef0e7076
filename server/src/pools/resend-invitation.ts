import { DomainError } from '../errors/domain-error.js';
import { hashInvitationCode, newInvitationCode } from '../security/invitation-code.js';
import { sendInvitationMail } from './invitation-mail.js';
import { countInvitationMail, invitationExpiry, type PoolDeps } from './pool-deps.js';
import { findFreeLicense, lockPool } from './pool-ledger.js';

/** A new code and 14 more days for a pending invitation; the old link is dead at once. */
export async function resendInvitation(deps: PoolDeps, invitationId: number): Promise<void> {
  const { db } = deps;
  const invited = await db.selectFrom('invitations').select('pool_id').where('id', '=', invitationId).executeTakeFirst();
  if (!invited) throw new DomainError('notFound');
  await countInvitationMail(deps.mailLimit, invited.pool_id);
  const { invitation, code } = await db.transaction().execute(async (trx) => {
    // An admin passes the access check for any id, also one that names nothing.
    const found = await trx.selectFrom('invitations').select('pool_id').where('id', '=', invitationId).executeTakeFirst();
    if (!found) throw new DomainError('notFound');
    await lockPool(trx, found.pool_id);
    const pending = await trx
      .selectFrom('invitations')
      .selectAll()
      .where('id', '=', invitationId)
      .where('status', '=', 'pending')
      .forUpdate()
      .executeTakeFirst();
    if (!pending) throw new DomainError('invitationClosed');
    // Normally its own reservation; another free licence when an admin took that one away.
    const license = await findFreeLicense(trx, {
      poolId: pending.pool_id,
      licenseType: pending.license_type,
      preferredId: pending.license_id,
      forInvitation: pending.id,
    });
    if (!license) throw new DomainError('noFreeLicense');
    const newCode = newInvitationCode();
    const updated = await trx
      .updateTable('invitations')
      .set({ code_hash: hashInvitationCode(newCode), expires_at: invitationExpiry(), license_id: license.id })
      .where('id', '=', pending.id)
      .returning(['id', 'email', 'license_type', 'pool_id'])
      .executeTakeFirstOrThrow();
    return { invitation: updated, code: newCode };
  });
  await sendInvitationMail(deps, invitation, code);
}
