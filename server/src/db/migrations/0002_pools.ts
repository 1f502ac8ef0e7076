import { sql, type Kysely } from 'kysely';

const licenseTypeCheck = sql`CHECK (license_type IN (1, 2, 3, 6, 8, 9, 10))`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE pools (
      id bigserial PRIMARY KEY,
      owner_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX pools_owner_id_idx ON pools (owner_id)`.execute(db);

  await sql`
    CREATE TABLE licenses (
      id bigserial PRIMARY KEY,
      pool_id bigint REFERENCES pools (id) ON DELETE CASCADE,
      user_id bigint REFERENCES users (id) ON DELETE SET NULL,
      license_type smallint NOT NULL ${licenseTypeCheck},
      expiration date,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX licenses_pool_id_idx ON licenses (pool_id)`.execute(db);
  await sql`CREATE INDEX licenses_user_id_idx ON licenses (user_id)`.execute(db);

  await sql`
    CREATE TABLE pool_members (
      pool_id bigint NOT NULL REFERENCES pools (id) ON DELETE CASCADE,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      license_id bigint REFERENCES licenses (id) ON DELETE SET NULL,
      joined_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (pool_id, user_id)
    )`.execute(db);
  await sql`CREATE INDEX pool_members_user_id_idx ON pool_members (user_id)`.execute(db);

  await sql`
    CREATE TABLE invitations (
      id bigserial PRIMARY KEY,
      pool_id bigint NOT NULL REFERENCES pools (id) ON DELETE CASCADE,
      license_id bigint REFERENCES licenses (id) ON DELETE SET NULL,
      email text NOT NULL,
      license_type smallint NOT NULL ${licenseTypeCheck},
      code_hash text NOT NULL,
      invited_by bigint REFERENCES users (id) ON DELETE SET NULL,
      status text NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'accepted', 'declined', 'revoked', 'reported')),
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      responded_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX invitations_pool_id_idx ON invitations (pool_id)`.execute(db);
  // The dashboard links a user's pending invitation, found by the invited address.
  await sql`CREATE INDEX invitations_email_lower_idx ON invitations (lower(email))`.execute(db);
}
