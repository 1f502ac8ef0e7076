import { sql, type Kysely } from 'kysely';

/**
 * Passkeys (WebAuthn, decision 043): the credentials of each user, the challenges that the
 * ceremonies wait for (one per session and purpose, taken once), and which sessions a passkey
 * opened (a passkey with user verification counts as both factors).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE passkeys (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      -- The credential id as the authenticator gave it (base64url); unique across every account.
      credential_id text NOT NULL UNIQUE,
      -- The COSE public key; signatures are checked against it.
      public_key bytea NOT NULL,
      -- The authenticator's signature counter at its last use (0 for authenticators that count nothing).
      counter bigint NOT NULL DEFAULT 0,
      -- The WebAuthn user handle (base64url): the same for every passkey of one user, unrelated to his id.
      user_handle text NOT NULL,
      -- How the browser reaches the authenticator ('internal,hybrid'), as a hint for the next ceremony.
      transports text NOT NULL DEFAULT '',
      name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX passkeys_user_id_idx ON passkeys (user_id)`.execute(db);

  await sql`
    CREATE TABLE passkey_challenges (
      session_id_hash text NOT NULL REFERENCES sessions (id_hash) ON DELETE CASCADE,
      -- 'registration' or 'sign-in'.
      purpose text NOT NULL,
      challenge text NOT NULL,
      -- Registration only: the user handle the options named, which the new passkey keeps.
      user_handle text,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (session_id_hash, purpose)
    )`.execute(db);

  await sql`ALTER TABLE sessions ADD COLUMN signed_in_with_passkey boolean NOT NULL DEFAULT false`.execute(db);
}
