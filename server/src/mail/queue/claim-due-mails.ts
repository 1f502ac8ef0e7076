import type { Kysely, Selectable } from 'kysely';
import type { Database, OutgoingMailsTable } from '../../db/schema.js';
import { deliveryLeaseMs } from './retry-policy.js';
import { dueBefore } from '../../db/due-before.js';

/** A mail still to be sent; it has its body (the table's check constraint holds every pending row to that). */
export type OutgoingMailRow = Selectable<OutgoingMailsTable> & MailBodies;
export interface MailBodies {
  html: string;
  text_body: string;
}

/**
 * Claims up to `limit` pending mails that are due at `now` and reserves them for a lease by moving
 * their next attempt past it, in one statement. SKIP LOCKED lets several instances claim at the
 * same time without waiting for or sending each other's mails; the transaction ends at once, so
 * no row lock is held during the SMTP round trip (PGlite has one connection for everything). If
 * the instance dies while sending, the mail simply becomes due again when the lease ends.
 */
export async function claimDueMails(db: Kysely<Database>, now: Date, limit: number): Promise<OutgoingMailRow[]> {
  return db
    .updateTable('outgoing_mails')
    .set({ next_attempt_at: new Date(now.getTime() + deliveryLeaseMs) })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('outgoing_mails')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<', dueBefore(now))
        .orderBy('next_attempt_at')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .$narrowType<MailBodies>()
    .execute();
}
