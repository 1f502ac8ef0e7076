import { sql, type Kysely } from 'kysely';

/**
 * The second factor (TOTP secrets, encrypted; recovery codes, hashed), the sign-in waiting for
 * its code, and the audit timeline, which the database itself keeps append-only (decision 027).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE second_factors (
      user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      -- AES-256-GCM of the base32 secret: iv, tag and ciphertext, base64url, joined by dots.
      secret_encrypted text NOT NULL,
      -- Null while the user has not yet confirmed the set-up with a first code.
      confirmed_at timestamptz,
      -- The newest time step whose code was accepted: no code of it or before counts again (replay).
      last_used_step bigint,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE recovery_codes (
      id bigserial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      code_hash text NOT NULL,
      used_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX recovery_codes_user_id_idx ON recovery_codes (user_id)`.execute(db);

  // The user whose password was right and whose code is still asked for, on the anonymous session.
  await sql`ALTER TABLE sessions ADD COLUMN pending_user_id integer REFERENCES users (id) ON DELETE CASCADE`.execute(db);
  await sql`ALTER TABLE sessions ADD COLUMN pending_since timestamptz`.execute(db);

  await sql`
    CREATE TABLE audit_events (
      id bigserial PRIMARY KEY,
      occurred_at timestamptz NOT NULL DEFAULT now(),
      -- No foreign keys: the entries outlive the accounts they name.
      actor_id integer,
      actor_email text,
      subject_id integer,
      subject_email text,
      address text,
      kind text NOT NULL,
      before jsonb,
      after jsonb
    )`.execute(db);
  await sql`CREATE INDEX audit_events_subject_idx ON audit_events (subject_id, occurred_at DESC)`.execute(db);
  await sql`CREATE INDEX audit_events_actor_idx ON audit_events (actor_id, occurred_at DESC)`.execute(db);
  await sql`CREATE INDEX audit_events_occurred_at_idx ON audit_events (occurred_at DESC)`.execute(db);

  // Append-only for every caller: an UPDATE may only replace a deleted user's addresses by a
  // pseudonym, a DELETE only drop entries past their retention, and only when the statement's
  // transaction has said so (audit/audit-maintenance.ts); TRUNCATE stays the owner's tool.
  await sql`
    CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND current_setting('bfsm.audit_pseudonymise', true) = 'on'
         AND NEW.id = OLD.id AND NEW.occurred_at = OLD.occurred_at AND NEW.kind = OLD.kind
         AND NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id AND NEW.subject_id IS NOT DISTINCT FROM OLD.subject_id
         AND NEW.before IS NOT DISTINCT FROM OLD.before AND NEW.after IS NOT DISTINCT FROM OLD.after THEN
        RETURN NEW;
      END IF;
      IF TG_OP = 'DELETE' AND current_setting('bfsm.audit_retention', true) = 'on' THEN
        RETURN OLD;
      END IF;
      RAISE EXCEPTION 'audit_events is append-only' USING ERRCODE = 'insufficient_privilege';
    END
    $$`.execute(db);
  await sql`
    CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
    FOR EACH ROW EXECUTE FUNCTION audit_events_append_only()`.execute(db);
}
