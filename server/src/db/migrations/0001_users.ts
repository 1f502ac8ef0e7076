import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Trigram indexes let the admin search ("every word must match") stay fast at 100,000 users.
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);

  await sql`
    CREATE TABLE users (
      id bigserial PRIMARY KEY,
      email text NOT NULL,
      password_hash text,
      roles text[] NOT NULL DEFAULT '{}',
      greeting text,
      first_name text,
      last_name text,
      company_name text,
      phone_number text,
      email_newsletter boolean NOT NULL DEFAULT false,
      license_type smallint NOT NULL DEFAULT 2 CONSTRAINT users_license_type_check CHECK (license_type IN (1, 2, 3, 6, 8, 9, 10)),
      license_expiration date,
      fixed_password_account boolean NOT NULL DEFAULT false,
      disable_email boolean NOT NULL DEFAULT false,
      free_account boolean NOT NULL DEFAULT false,
      maximum_api_keys integer NOT NULL DEFAULT 0,
      email_confirmed boolean NOT NULL DEFAULT false,
      max_devices integer,
      has_completed_install boolean NOT NULL DEFAULT false,
      logged_in_app boolean NOT NULL DEFAULT false,
      next_customer boolean NOT NULL DEFAULT false,
      paying boolean NOT NULL DEFAULT false,
      spam boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      last_login_at timestamptz
    )`.execute(db);

  await sql`CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))`.execute(db);
  await sql`CREATE INDEX users_email_trgm_idx ON users USING gin (lower(email) gin_trgm_ops)`.execute(db);
  // Must stay identical to userNameSearchExpression (db/search-expressions.ts) for the index to be used.
  await sql`
    CREATE INDEX users_name_trgm_idx ON users
    USING gin (lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) gin_trgm_ops)`.execute(db);
  await sql`CREATE INDEX users_created_at_idx ON users (created_at)`.execute(db);
  await sql`CREATE INDEX users_license_expiration_idx ON users (license_expiration)`.execute(db);
  await sql`CREATE INDEX users_license_type_idx ON users (license_type)`.execute(db);
}
