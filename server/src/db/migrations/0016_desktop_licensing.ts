import { sql, type Kysely } from 'kysely';

/**
 * The desktop licensing API and the trial's course (decision 024): a device holds the hash of its
 * refresh token and the end of its last licence file; an issued licence names its device and its
 * Berlin calendar day; the confirmation time starts the help-install mail's day; a trial mail is
 * queued at most once per user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE devices ADD COLUMN token_hash text`.execute(db);
  await sql`ALTER TABLE devices ADD COLUMN license_valid_until timestamptz`.execute(db);
  await sql`CREATE UNIQUE INDEX devices_token_hash_key ON devices (token_hash) WHERE token_hash IS NOT NULL`.execute(db);
  // A fingerprint activates once per account: a second activation of the same machine renews it.
  await sql`CREATE UNIQUE INDEX devices_user_machine_key ON devices (user_id, machine_id)`.execute(db);

  await sql`ALTER TABLE issued_licenses ADD COLUMN device_id bigint REFERENCES devices (id) ON DELETE SET NULL`.execute(db);

  await sql`ALTER TABLE users ADD COLUMN email_confirmed_at timestamptz`.execute(db);

  // The mark that makes each trial mail at most once per user, whichever instance queues it.
  await sql`
    CREATE TABLE trial_mails (
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      slug text NOT NULL,
      queued_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, slug)
    )`.execute(db);
}
