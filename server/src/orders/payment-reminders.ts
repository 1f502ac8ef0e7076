import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Mailer } from '../mail/mailer.js';
import { portalDate } from '../calendar/portal-time-zone.js';
import { euro, germanDate } from '../invoices/german-format.js';
import { invoiceFiles } from './issue-invoice.js';

export interface PaymentReminderDeps {
  db: Kysely<Database>;
  mailer: Pick<Mailer, 'queueWithin'>;
  clock: () => Date;
}

/** Days after the due date: the first, friendly reminder, and the second. */
export const reminderDays = { 1: 7, 2: 21 } as const;
/** The second never follows the first closer than this, also when both fell due while the portal was down. */
const daysBetweenReminders = 7;

type Level = 1 | 2;

/** Unpaid, uncancelled invoices whose next reminder is due on `today`, with that level. */
async function dueReminders(db: Kysely<Database>, today: string, now: Date) {
  const dayBefore = (days: number) => sql<string>`(${today}::date - ${days}::integer)`;
  return db
    .selectFrom('invoices')
    .leftJoin('invoices as cancellation', 'cancellation.cancels_invoice_id', 'invoices.id')
    .leftJoin('payment_reminders as first', (join) => join.onRef('first.invoice_id', '=', 'invoices.id').on('first.level', '=', 1))
    .leftJoin('payment_reminders as second', (join) => join.onRef('second.invoice_id', '=', 'invoices.id').on('second.level', '=', 2))
    .select(['invoices.id', 'first.invoice_id as firstSent'])
    .where('invoices.kind', '=', 'invoice')
    .where('invoices.paid_on', 'is', null)
    .where('cancellation.id', 'is', null)
    .where('second.invoice_id', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('first.invoice_id', 'is', null), eb('invoices.due_date', '<=', dayBefore(reminderDays[1]))]),
        eb.and([
          eb('first.invoice_id', 'is not', null),
          eb('invoices.due_date', '<=', dayBefore(reminderDays[2])),
          eb('first.sent_at', '<=', new Date(now.getTime() - daysBetweenReminders * 86_400_000)),
        ]),
      ]),
    )
    .orderBy('invoices.id')
    .execute();
}

/**
 * One reminder, in one transaction: the invoice is locked and checked again (a payment or a
 * cancellation recorded meanwhile wins), the reminder row is written and the mail queued with it.
 * The row's key (invoice, level) lets only one instance through; answers whether this one sent it.
 */
async function remind(deps: PaymentReminderDeps, invoiceId: number, level: Level, now: Date): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const invoice = await trx.selectFrom('invoices').selectAll().where('id', '=', invoiceId).forUpdate().executeTakeFirstOrThrow();
    const cancelled = await trx.selectFrom('invoices').select('id').where('cancels_invoice_id', '=', invoiceId).executeTakeFirst();
    if (invoice.paid_on !== null || cancelled || invoice.due_date === null) return false;
    const written = await trx
      .insertInto('payment_reminders')
      .values({ invoice_id: invoiceId, level, sent_at: now, sent_to: invoice.billing_email })
      .onConflict((conflict) => conflict.doNothing())
      .returning('invoice_id')
      .executeTakeFirst();
    if (!written) return false;
    await deps.mailer.queueWithin(
      trx,
      {
        to: invoice.billing_email,
        userId: invoice.user_id,
        slug: 'payment-reminder',
        attachments: invoiceFiles(invoice),
        data: {
          level,
          number: invoice.number,
          issueDate: germanDate(invoice.issue_date),
          dueDate: germanDate(invoice.due_date),
          grossTotal: euro(invoice.gross_cents),
        },
      },
      now,
    );
    return true;
  });
}

/**
 * The payment follow-up (decision 062): a friendly Zahlungserinnerung 7 days after an invoice's
 * due date and a second after 21, each to the billing contact, no fees and no interest. A
 * payment or a Stornorechnung stops them. Run by the job `payment-reminders`; answers how many
 * went out.
 */
export async function sendDuePaymentReminders(deps: PaymentReminderDeps): Promise<number> {
  const now = deps.clock();
  const due = await dueReminders(deps.db, portalDate(now), now);
  let sent = 0;
  for (const { id, firstSent } of due) if (await remind(deps, id, firstSent === null ? 1 : 2, now)) sent += 1;
  return sent;
}
