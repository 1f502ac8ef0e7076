import type { Kysely } from 'kysely';
import { rules } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { DomainError } from '../errors/domain-error.js';
import type { MailContext } from '../mail/mail-context.js';
import type { Mailer } from '../mail/mailer.js';
import { countAttempt, type AttemptCounter } from '../throttle/attempt-counter.js';

/** Invitation mails a pool may send per window of the attempt counter (the sign-in lock's minutes, 15 by default): a day's inviting at once, not a mailing. */
export const invitationMailsPerPool = 20;

export interface InvitationMailLimit {
  counter: AttemptCounter;
  /** Invitation mails (new or sent again) one pool may send per window of the counter. */
  perPool: number;
}

/**
 * What a pool owner's actions (or an admin's for him) need: invite, resend, revoke, remove. Who may
 * do it on which pool is settled before any of them runs (the contract's access declarations,
 * http/access-check.ts).
 */
export interface PoolDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  mailContext: MailContext;
  mailLimit: InvitationMailLimit;
}

/**
 * Counts one invitation mail of the pool `poolId`; refuses once the pool has sent its share.
 * Invitation mails go to any address the owner types: the portal is no way to mail strangers in bulk.
 */
export async function countInvitationMail(limit: InvitationMailLimit, poolId: number): Promise<void> {
  if (!(await countAttempt(limit.counter, `invitation-mails:pool:${poolId}`, limit.perPool)))
    throw new DomainError('tooManyInvitationMails');
}

/** When an invitation sent (or sent again) now ends. */
export function invitationExpiry(): Date {
  return new Date(Date.now() + rules.invitationValidDays * 86_400_000);
}
