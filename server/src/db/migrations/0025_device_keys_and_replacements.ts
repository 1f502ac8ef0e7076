import { sql, type Kysely } from 'kysely';

/**
 * Devices without a support ticket (decision 045): offline activation by file marks the device
 * with its file's end and may, by an admin's choice per account, last longer; a device registers its own Ed25519 public key
 * at activation (with the time, so a proof signed before it counts for nothing), and 'Gerät
 * ersetzen' keeps what it replaced: the revoked token's hash, to recognise the old device when it
 * calls again, and whether the replacement counts against the licence year's number.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE devices ADD COLUMN public_key text`.execute(db);
  await sql`ALTER TABLE devices ADD COLUMN activated_at timestamptz`.execute(db);
  // Set while the device was last activated by file (offline): the end of that file.
  await sql`ALTER TABLE devices ADD COLUMN offline_until timestamptz`.execute(db);
  // An admin's longer offline period for the account (days, 5 to 30); null: the 4 days of the spec.
  await sql`ALTER TABLE users ADD COLUMN offline_license_days smallint`.execute(db);

  await sql`
    CREATE TABLE device_replacements (
      id bigserial PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      device_name text NOT NULL,
      machine_id text NOT NULL,
      token_hash text,
      replaced_at timestamptz NOT NULL,
      counted boolean NOT NULL,
      last_call_at timestamptz,
      last_call_address text
    )`.execute(db);
  await sql`CREATE INDEX device_replacements_user_idx ON device_replacements (user_id, replaced_at)`.execute(db);
  await sql`CREATE INDEX device_replacements_token_idx ON device_replacements (token_hash) WHERE token_hash IS NOT NULL`.execute(db);
}
