import { sql, type Kysely } from 'kysely';
import { licenseTypeName, rules, type Pool } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { DomainError } from '../errors/domain-error.js';
import type { MailContext } from '../mail/mail-context.js';
import type { Mailer } from '../mail/mailer.js';
import type { AttemptCounter } from '../throttle/attempt-counter.js';
import { hashInvitationCode, newInvitationCode } from '../invitations/invitation-code.js';
import { sendInvitationMail } from './invitation-mail.js';
import { findFreeLicense, lockPool, releaseMember } from './pool-ledger.js';
import { readPool } from './pool-view.js';

const invitationClosed = () => new DomainError('invitationClosed');
const noFreeLicense = () => new DomainError('noFreeLicense');

/** Invitation mails a pool may send per window of the attempt counter (the sign-in lock's minutes, 15 by default): a day's inviting at once, not a mailing. */
export const invitationMailsPerPool = 20;

export interface InvitationMailLimit {
  counter: AttemptCounter;
  /** Invitation mails (new or sent again) one pool may send per window of the counter. */
  perPool: number;
}

/**
 * What a pool owner (or an admin for him) does with the pool: invite, resend, revoke, remove.
 * Who may do it on which pool is settled before any of this runs (the contract's access
 * declarations, http/access-check.ts). Invitation mails go to any address the owner types, so a
 * pool may send only so many in a while: the portal is no way to mail strangers in bulk.
 */
export function createPoolService(deps: {
  db: Kysely<Database>;
  mailer: Mailer;
  mailContext: MailContext;
  mailLimit: InvitationMailLimit;
}) {
  const { db, mailer } = deps;

  /** Counts one invitation mail of the pool that holds `poolId`; refuses once the pool has sent its share. */
  async function countInvitationMail(poolId: number): Promise<void> {
    if (!(await deps.mailLimit.counter.count(`invitation-mails:pool:${poolId}`, deps.mailLimit.perPool))) {
      throw new DomainError('tooManyInvitationMails');
    }
  }

  const expiry = () => new Date(Date.now() + rules.invitationValidDays * 86_400_000);

  async function ownerOf(poolId: number): Promise<number> {
    const pool = await db.selectFrom('pools').select('owner_id').where('id', '=', poolId).executeTakeFirst();
    if (!pool) throw new DomainError('notFound');
    return pool.owner_id;
  }

  return {
    async view(poolId: number): Promise<Pool> {
      const pool = await readPool(db, poolId);
      if (!pool) throw new DomainError('notFound');
      return pool;
    },

    /**
     * Invites `email` to a free licence of the type of `licenseId` (that one when it is still
     * free) and reserves it; the mail goes out once the invitation is stored.
     */
    async invite(options: { invitedBy: number; poolId: number; licenseId: number; email: string }): Promise<void> {
      const email = options.email.trim();
      // Counted for the pool of the licence (whose owner the access check has seen), not the form's pool id.
      const chosenPool = await db.selectFrom('licenses').select('pool_id').where('id', '=', options.licenseId).executeTakeFirst();
      if (chosenPool?.pool_id == null) throw new DomainError('notFound');
      await countInvitationMail(chosenPool.pool_id);
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
        if (!license) throw noFreeLicense();
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
            expires_at: expiry(),
          })
          .returning(['id', 'email', 'license_type', 'pool_id'])
          .executeTakeFirstOrThrow();
        return { invitation: stored, code: newCode };
      });
      await sendInvitationMail(deps, invitation, code);
    },

    /** A new code and 14 more days for a pending invitation; the old link is dead at once. */
    async resend(invitationId: number): Promise<void> {
      const invited = await db.selectFrom('invitations').select('pool_id').where('id', '=', invitationId).executeTakeFirst();
      if (!invited) throw new DomainError('notFound');
      await countInvitationMail(invited.pool_id);
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
        if (!pending) throw invitationClosed();
        // Normally its own reservation; another free licence when an admin took that one away.
        const license = await findFreeLicense(trx, {
          poolId: pending.pool_id,
          licenseType: pending.license_type,
          preferredId: pending.license_id,
          forInvitation: pending.id,
        });
        if (!license) throw noFreeLicense();
        const newCode = newInvitationCode();
        const updated = await trx
          .updateTable('invitations')
          .set({ code_hash: hashInvitationCode(newCode), expires_at: expiry(), license_id: license.id })
          .where('id', '=', pending.id)
          .returning(['id', 'email', 'license_type', 'pool_id'])
          .executeTakeFirstOrThrow();
        return { invitation: updated, code: newCode };
      });
      await sendInvitationMail(deps, invitation, code);
    },

    /** The link stops working and the reserved licence is free again. Returns the pool's owner. */
    async revoke(invitationId: number): Promise<number> {
      const revoked = await db
        .updateTable('invitations')
        .set({ status: 'revoked', responded_at: new Date() })
        .where('id', '=', invitationId)
        .where('status', '=', 'pending')
        .returning('pool_id')
        .executeTakeFirst();
      if (!revoked) throw invitationClosed();
      return ownerOf(revoked.pool_id);
    },

    /**
     * Takes the member's licence back (free again in the pool) and tells him by mail. `poolId`:
     * only from that pool. Returns the pool's owner.
     */
    async removeMember(userId: number, options: { poolId?: number } = {}): Promise<number> {
      const removed = await db.transaction().execute(async (trx) => {
        const membership = await trx.selectFrom('pool_members').select('pool_id').where('user_id', '=', userId).executeTakeFirst();
        if (!membership || (options.poolId !== undefined && membership.pool_id !== options.poolId)) throw new DomainError('notFound');
        const pool = await lockPool(trx, membership.pool_id);
        const released = pool && (await releaseMember(trx, { poolId: pool.id, userId }));
        if (!pool || !released) throw new DomainError('notFound');
        return { ownerId: pool.owner_id, licenseType: released.licenseType };
      });
      const user = await db
        .selectFrom('users')
        .select(['email', 'greeting', 'last_name'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      await mailer.send({
        to: user.email,
        userId,
        slug: 'license-removed',
        data: { greeting: user.greeting, lastName: user.last_name, licenseTypeName: licenseTypeName(removed.licenseType) },
      });
      return removed.ownerId;
    },
  };
}

export type PoolService = ReturnType<typeof createPoolService>;
