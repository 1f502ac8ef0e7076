import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A code is now found by the SHA-256 of the whole code, which carries no counting id (decision
  // 013). Codes of the old form `<id>-<secret>` stored only their secret's hash and cannot be found
  // that way, so they end here: the next sign-in sends a new confirmation link, a reset is asked
  // for again. A wrong code no longer counts against a code, only against the guesser's address.
  await sql`DELETE FROM one_time_codes`.execute(db);
  await sql`ALTER TABLE one_time_codes DROP COLUMN failed_attempts`.execute(db);

  // The sign-in failures become attempts of every limited kind (sign-ins, codes from mail links),
  // counted before the check that they are for.
  await sql`ALTER TABLE login_throttle RENAME TO attempt_counters`.execute(db);
  await sql`ALTER INDEX login_throttle_pkey RENAME TO attempt_counters_pkey`.execute(db);
  await sql`ALTER TABLE attempt_counters RENAME COLUMN failures TO attempts`.execute(db);
  await sql`CREATE INDEX attempt_counters_window_started_at_idx ON attempt_counters (window_started_at)`.execute(db);

  // What the registration and forgotten-password forms ask for, queued alike for every address and
  // carried out after the answer has gone out, so that the answer's time tells nothing about
  // which addresses have accounts. A registration brings its form, with the password's hash.
  await sql`
    CREATE TABLE account_requests (
      id bigserial PRIMARY KEY,
      purpose text NOT NULL CHECK (purpose IN ('registration', 'password-reset')),
      email text NOT NULL,
      registration jsonb,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((purpose = 'registration') = (registration IS NOT NULL))
    )`.execute(db);
  await sql`CREATE INDEX account_requests_next_attempt_at_idx ON account_requests (next_attempt_at)`.execute(db);
}
