import { sql, type Kysely } from 'kysely';

/**
 * Renewals of yearly licences (decision 066): a renewal is an order that names the licence end it
 * renews. The partial unique index makes it exist once per account and end, also when two
 * instances prepare renewals at once. 'Nicht verlängern' cancels it with the customer's reason.
 * `renewal_mails` holds each mail of a renewal's course once (the quote, the reminders 30 and 7
 * days before the end, the notice when the grace period is over), written with the mail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders ADD COLUMN renews_licence_end date`.execute(db);
  await sql`ALTER TABLE orders ADD COLUMN declined_at timestamptz`.execute(db);
  await sql`ALTER TABLE orders ADD COLUMN decline_reason text`.execute(db);
  await sql`
    CREATE UNIQUE INDEX orders_one_renewal_per_licence_end ON orders (user_id, renews_licence_end)
    WHERE renews_licence_end IS NOT NULL`.execute(db);
  await sql`
    CREATE TABLE renewal_mails (
      order_id bigint NOT NULL REFERENCES orders (id),
      step text NOT NULL CHECK (step IN ('quote', 'reminder-30', 'reminder-7', 'ended')),
      sent_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (order_id, step)
    )`.execute(db);
}
