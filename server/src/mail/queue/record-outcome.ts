import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { OutgoingMailRow } from './claim-due-mails.js';
import { maxDeliveryAttempts, retryDelayMs } from './retry-policy.js';
import { dropAttachments } from './mail-attachments.js';

export const emailDisabledError = 'E-Mail-Versand für dieses Konto deaktiviert';

/** A finished mail's body goes: it holds live links (reset, confirmation), and nobody reads it again. */
const withoutBody = { html: null, text_body: null } as const;

/** Sent: the queue row says so (without the body), and the user's list of sent notifications (Erweitert tab) gets it. */
export async function recordSent(db: Kysely<Database>, mail: OutgoingMailRow, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('outgoing_mails')
      .set({ status: 'sent', sent_at: now, attempts: mail.attempts + 1, last_error: null, ...withoutBody })
      .where('id', '=', mail.id)
      .execute();
    await dropAttachments(trx, mail.id);
    if (mail.user_id !== null) {
      await trx
        .insertInto('notifications_sent')
        .values({ user_id: mail.user_id, slug: mail.slug, subject: mail.subject, sent_at: now })
        .execute();
    }
  });
}

/** Failed attempt: retried later with backoff (the body kept for it), given up after maxDeliveryAttempts. */
export async function recordFailure(db: Kysely<Database>, mail: OutgoingMailRow, error: string, now: Date): Promise<'pending' | 'failed'> {
  const attempts = mail.attempts + 1;
  const status = attempts >= maxDeliveryAttempts ? 'failed' : 'pending';
  await db
    .updateTable('outgoing_mails')
    .set({
      status,
      attempts,
      last_error: error.slice(0, 2000),
      next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts)),
      ...(status === 'failed' ? withoutBody : {}),
    })
    .where('id', '=', mail.id)
    .execute();
  if (status === 'failed') await dropAttachments(db, mail.id);
  return status;
}

/**
 * A mail to an account whose e-mail delivery an admin disabled is not sent. It is marked 'failed'
 * (not 'sent'), because it never reached anybody: it stays visible in the queue with the reason,
 * is never retried, and does not appear among the user's sent notifications.
 */
export async function recordWithheld(db: Kysely<Database>, mail: OutgoingMailRow): Promise<void> {
  await db
    .updateTable('outgoing_mails')
    .set({ status: 'failed', last_error: emailDisabledError, ...withoutBody })
    .where('id', '=', mail.id)
    .execute();
  await dropAttachments(db, mail.id);
}
