import { sql, type Kysely } from 'kysely';

/**
 * What the pool screens rely on, held by the database as well as by the code (decision 018), and
 * the per-address count of wrong invitation codes (invitations/code-guesses.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A user holds one licence type, so he is a member of one pool at most.
  await sql`DROP INDEX pool_members_user_id_idx`.execute(db);
  await sql`CREATE UNIQUE INDEX pool_members_user_id_key ON pool_members (user_id)`.execute(db);
  await sql`CREATE UNIQUE INDEX pool_members_license_id_key ON pool_members (license_id) WHERE license_id IS NOT NULL`.execute(db);
  // A pending invitation reserves its licence: no licence is promised twice, no address invited twice to a pool.
  await sql`CREATE UNIQUE INDEX invitations_pending_license_key ON invitations (license_id) WHERE status = 'pending'`.execute(db);
  await sql`CREATE UNIQUE INDEX invitations_pending_email_key ON invitations (pool_id, lower(email)) WHERE status = 'pending'`.execute(db);

  await sql`
    CREATE TABLE invitation_code_guesses (
      address text PRIMARY KEY,
      failures integer NOT NULL,
      window_started_at timestamptz NOT NULL
    )`.execute(db);
}
