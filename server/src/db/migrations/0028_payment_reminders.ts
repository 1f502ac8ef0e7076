import { sql, type Kysely } from 'kysely';

/**
 * Payment reminders (Zahlungserinnerungen) of overdue invoices: one row per invoice and level
 * (1 after 7 days, 2 after 21). The key makes a reminder a fact that exists once: the job that
 * mails it inserts the row in the same transaction as the mail, so no level goes out twice, also
 * when two instances run the job at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE payment_reminders (
      invoice_id bigint NOT NULL REFERENCES invoices (id),
      level smallint NOT NULL CHECK (level IN (1, 2)),
      sent_at timestamptz NOT NULL DEFAULT now(),
      sent_to text NOT NULL,
      PRIMARY KEY (invoice_id, level)
    )`.execute(db);
}
