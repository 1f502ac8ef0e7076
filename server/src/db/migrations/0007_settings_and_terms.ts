import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE settings (
      key text PRIMARY KEY,
      value jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE terms_versions (
      version text PRIMARY KEY,
      published_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX terms_versions_published_at_idx ON terms_versions (published_at)`.execute(db);

  await sql`
    CREATE TABLE terms_acceptances (
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      version text NOT NULL REFERENCES terms_versions (version) ON DELETE CASCADE,
      accepted_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, version)
    )`.execute(db);
}
