import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE notifications_sent (
      id bigserial PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      slug text NOT NULL,
      subject text NOT NULL,
      sent_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX notifications_sent_user_id_idx ON notifications_sent (user_id, sent_at)`.execute(db);

  await sql`
    CREATE TABLE outgoing_mails (
      id bigserial PRIMARY KEY,
      user_id bigint REFERENCES users (id) ON DELETE SET NULL,
      slug text NOT NULL,
      to_address text NOT NULL,
      subject text NOT NULL,
      html text NOT NULL,
      text_body text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      last_error text,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz
    )`.execute(db);
  // The sender only ever looks for mails that are due.
  await sql`
    CREATE INDEX outgoing_mails_due_idx ON outgoing_mails (next_attempt_at)
    WHERE status = 'pending'`.execute(db);
}
