import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE features (
      name text PRIMARY KEY,
      description text NOT NULL DEFAULT ''
    )`.execute(db);

  await sql`
    CREATE TABLE user_features (
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      feature_name text NOT NULL REFERENCES features (name) ON DELETE CASCADE ON UPDATE CASCADE,
      enabled boolean NOT NULL DEFAULT false,
      PRIMARY KEY (user_id, feature_name)
    )`.execute(db);

  // REFERENCES is an SQL keyword, so the showcase entries get a name of their own.
  await sql`
    CREATE TABLE showcase_references (
      id bigserial PRIMARY KEY,
      title text NOT NULL,
      teaser_text text,
      teaser_url text,
      teaser_url_large text,
      image_url text,
      image_url_large text,
      license_text text,
      show_on_homepage boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}
