import { sql, type Kysely } from 'kysely';

/**
 * A new factor only with proof of an old one, and securing an account removes what an intruder
 * added (decision 051):
 * - `sessions.proven_at`: when the session's user last proved who he is (the sign-in itself, or
 *   'Identität bestätigen'); calls that add a credential want it a few minutes old at most.
 * - `sessions.second_factor_passed`: the session was opened with the account's second factor (a
 *   code, a recovery code or a passkey), or set up the account's first one. Only such a session
 *   opens what an admin may do while the operator requires a second factor.
 * - `sessions.passkey_id`: the passkey that opened the session; removing the passkey ends it (the
 *   database does, by the foreign key), whichever code path removes it.
 * - `recovery_codes.created_at` and `one_time_codes.event_at`: what 'Das war ich nicht' and a
 *   reset remove is what was added since the alert's event (or within the last days).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE sessions ADD COLUMN proven_at timestamptz`.execute(db);
  await sql`ALTER TABLE sessions ADD COLUMN second_factor_passed boolean NOT NULL DEFAULT false`.execute(db);
  await sql`ALTER TABLE sessions ADD COLUMN passkey_id integer REFERENCES passkeys (id) ON DELETE CASCADE`.execute(db);
  await sql`CREATE INDEX sessions_passkey_id_idx ON sessions (passkey_id) WHERE passkey_id IS NOT NULL`.execute(db);
  // Sessions a passkey opened cannot be told apart by passkey: they sign in again once. The others
  // keep what the rule before this one granted them (a confirmed authenticator app on the account).
  await sql`DELETE FROM sessions WHERE signed_in_with_passkey`.execute(db);
  await sql`
    UPDATE sessions SET second_factor_passed = true
    WHERE user_id IN (SELECT user_id FROM second_factors WHERE confirmed_at IS NOT NULL)`.execute(db);
  await sql`ALTER TABLE sessions DROP COLUMN signed_in_with_passkey`.execute(db);

  // Codes from before this column count as old: none of them is removed as an intruder's.
  await sql`ALTER TABLE recovery_codes ADD COLUMN created_at timestamptz NOT NULL DEFAULT '1970-01-01T00:00:00Z'`.execute(db);
  await sql`ALTER TABLE recovery_codes ALTER COLUMN created_at SET DEFAULT now()`.execute(db);
  // For a 'Das war ich nicht' code: the moment of the earliest change its mail tells of.
  await sql`ALTER TABLE one_time_codes ADD COLUMN event_at timestamptz`.execute(db);
}
