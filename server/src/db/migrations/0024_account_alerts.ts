import { sql, type Kysely } from 'kysely';

/**
 * Alerts on what happens to an account (decision 044): the browsers an account has signed in
 * from (a random per-browser cookie, kept only as its SHA-256), the alerts of each account (for
 * the limit per hour and the summary of held ones), the single-use 'Das war ich nicht' codes, and
 * when a device's token was issued (the link revokes those of the last 24 hours).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE known_browsers (
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      browser_hash text NOT NULL,
      first_seen_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, browser_hash)
    )`.execute(db);
  await sql`
    CREATE TABLE account_alerts (
      id bigserial PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind text NOT NULL,
      happened_at timestamptz NOT NULL,
      browser text,
      address text,
      sent_at timestamptz,
      summarised_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX account_alerts_user_id_idx ON account_alerts (user_id, happened_at)`.execute(db);
  await sql`ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose_check`.execute(db);
  await sql`ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_check CHECK (purpose IN ('confirm-email', 'reset-password', 'not-me'))`.execute(
    db,
  );
  await sql`ALTER TABLE devices ADD COLUMN token_issued_at timestamptz`.execute(db);
}
