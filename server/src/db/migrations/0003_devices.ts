import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE devices (
      id bigserial PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      machine_id text NOT NULL,
      name text NOT NULL,
      first_seen_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      deactivation_requested_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX devices_user_id_idx ON devices (user_id)`.execute(db);

  await sql`
    CREATE TABLE issued_licenses (
      id bigserial PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      issued_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX issued_licenses_user_id_idx ON issued_licenses (user_id, issued_at)`.execute(db);
}
