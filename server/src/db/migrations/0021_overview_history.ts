import { sql, type Kysely } from 'kysely';

/**
 * What the back-office's start page counts and no table kept so far (decision 041):
 *
 * - `license_changes`, every licence type an account was created with or changed to, written by
 *   the database itself, so that no code path (registration, admin, licence screen, pool, trial
 *   job) can forget it. A conversion (trial → Classic or Next) and a trial's start and end are
 *   read from it. Accounts that exist already get one row: their current type at their creation.
 * - `sign_in_events`: the start of each sign-in lock (account or address; written by a trigger on
 *   the attempt counters) and each wrong password for an address with no account, which the
 *   audit timeline does not keep. Neither holds an address or an account.
 *
 * - `device_weeks` and `device_week_counts`: which devices fetched a licence file in which Berlin
 *   week, and how many per week, kept by a trigger on issued_licenses.
 *
 * Plus the indexes the page's aggregates need at 100,000 users.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE license_changes (
      id bigserial PRIMARY KEY,
      -- No foreign key: the counts outlive the accounts (like the audit timeline).
      user_id integer NOT NULL,
      -- Null when the account was created with to_type.
      from_type integer,
      to_type integer NOT NULL,
      changed_at timestamptz NOT NULL DEFAULT now(),
      -- Set by the database (below): the account's first change to Classic or Next after it held
      -- Test-Next, which the start page counts as a conversion (decision 041).
      conversion boolean NOT NULL DEFAULT false
    )`.execute(db);
  await sql`CREATE INDEX license_changes_user_idx ON license_changes (user_id, changed_at)`.execute(db);
  await sql`CREATE INDEX license_changes_to_type_idx ON license_changes (to_type, changed_at)`.execute(db);
  await sql`CREATE INDEX license_changes_conversions_idx ON license_changes (changed_at) WHERE conversion`.execute(db);
  await sql`
    INSERT INTO license_changes (user_id, from_type, to_type, changed_at)
    SELECT id, NULL, license_type, created_at FROM users`.execute(db);
  // Whoever writes a change (the trigger below, a restore, a test), the row says whether it converts.
  await sql`
    CREATE FUNCTION mark_conversion() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF current_setting('bfsm.copying_rows', true) = 'on' THEN
        RETURN NEW;
      END IF;
      NEW.conversion := NEW.to_type IN (3, 6)
        AND EXISTS (SELECT 1 FROM license_changes t WHERE t.user_id = NEW.user_id AND t.to_type = 1 AND t.changed_at <= NEW.changed_at)
        AND NOT EXISTS (SELECT 1 FROM license_changes p WHERE p.user_id = NEW.user_id AND p.to_type IN (3, 6) AND p.changed_at <= NEW.changed_at);
      RETURN NEW;
    END
    $$`.execute(db);
  await sql`
    CREATE TRIGGER license_changes_conversion BEFORE INSERT ON license_changes
    FOR EACH ROW EXECUTE FUNCTION mark_conversion()`.execute(db);
  await sql`
    CREATE FUNCTION record_license_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      -- A restore or move copies license_changes itself (db/copy/load-rows.ts says so).
      IF current_setting('bfsm.copying_rows', true) = 'on' THEN
        RETURN NULL;
      ELSIF TG_OP = 'INSERT' THEN
        INSERT INTO license_changes (user_id, from_type, to_type, changed_at) VALUES (NEW.id, NULL, NEW.license_type, NEW.created_at);
      ELSIF NEW.license_type IS DISTINCT FROM OLD.license_type THEN
        INSERT INTO license_changes (user_id, from_type, to_type) VALUES (NEW.id, OLD.license_type, NEW.license_type);
      END IF;
      RETURN NULL;
    END
    $$`.execute(db);
  await sql`
    CREATE TRIGGER users_license_changes AFTER INSERT OR UPDATE OF license_type ON users
    FOR EACH ROW EXECUTE FUNCTION record_license_change()`.execute(db);

  await sql`
    CREATE TABLE sign_in_events (
      id bigserial PRIMARY KEY,
      occurred_at timestamptz NOT NULL DEFAULT now(),
      kind text NOT NULL CHECK (kind IN ('account-locked', 'address-locked', 'unknown-address'))
    )`.execute(db);
  await sql`CREATE INDEX sign_in_events_occurred_at_idx ON sign_in_events (occurred_at)`.execute(db);
  // The sign-in throttle's keys are 'account:<hash>' and 'ip:<address>' (auth/login-throttle.ts);
  // a lock starts when locked_until is set where there was none or an expired one.
  await sql`
    CREATE FUNCTION record_sign_in_lock() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF current_setting('bfsm.copying_rows', true) = 'on' THEN
        RETURN NULL;
      END IF;
      IF NEW.locked_until IS NOT NULL
         AND (TG_OP = 'INSERT' OR OLD.locked_until IS NULL OR OLD.locked_until <> NEW.locked_until)
         AND (NEW.key LIKE 'account:%' OR NEW.key LIKE 'ip:%') THEN
        INSERT INTO sign_in_events (kind) VALUES (CASE WHEN NEW.key LIKE 'account:%' THEN 'account-locked' ELSE 'address-locked' END);
      END IF;
      RETURN NULL;
    END
    $$`.execute(db);
  await sql`
    CREATE TRIGGER attempt_counters_sign_in_locks AFTER INSERT OR UPDATE OF locked_until ON attempt_counters
    FOR EACH ROW EXECUTE FUNCTION record_sign_in_lock()`.execute(db);

  // Devices active per week, counted as licence files are issued: issued_licenses holds one row
  // per file (30,000 devices a week make 360,000 rows in twelve weeks, too many to count distinct
  // per request), so each device's first file of a Berlin week adds one to that week's count.
  await sql`
    CREATE TABLE device_weeks (
      week_start date NOT NULL,
      device_id integer NOT NULL,
      PRIMARY KEY (week_start, device_id)
    )`.execute(db);
  await sql`CREATE TABLE device_week_counts (week_start date PRIMARY KEY, devices integer NOT NULL)`.execute(db);
  await sql`
    INSERT INTO device_weeks (week_start, device_id)
    SELECT DISTINCT date_trunc('week', issued_at AT TIME ZONE 'Europe/Berlin')::date, device_id FROM issued_licenses WHERE device_id IS NOT NULL`.execute(
    db,
  );
  await sql`INSERT INTO device_week_counts SELECT week_start, count(*) FROM device_weeks GROUP BY week_start`.execute(db);
  await sql`
    CREATE FUNCTION record_device_week() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      week date := date_trunc('week', NEW.issued_at AT TIME ZONE 'Europe/Berlin')::date;
    BEGIN
      IF NEW.device_id IS NULL OR current_setting('bfsm.copying_rows', true) = 'on' THEN
        RETURN NULL;
      END IF;
      INSERT INTO device_weeks (week_start, device_id) VALUES (week, NEW.device_id) ON CONFLICT DO NOTHING;
      IF FOUND THEN
        INSERT INTO device_week_counts (week_start, devices) VALUES (week, 1)
        ON CONFLICT (week_start) DO UPDATE SET devices = device_week_counts.devices + 1;
      END IF;
      RETURN NULL;
    END
    $$`.execute(db);
  await sql`
    CREATE TRIGGER issued_licenses_device_weeks AFTER INSERT ON issued_licenses
    FOR EACH ROW EXECUTE FUNCTION record_device_week()`.execute(db);

  // The page's aggregates by time.
  await sql`CREATE INDEX users_email_confirmed_at_idx ON users (email_confirmed_at) WHERE email_confirmed_at IS NOT NULL`.execute(db);
  await sql`CREATE INDEX devices_first_seen_at_idx ON devices (first_seen_at)`.execute(db);
  await sql`CREATE INDEX devices_last_seen_at_idx ON devices (last_seen_at)`.execute(db);
  await sql`CREATE INDEX outgoing_mails_sent_at_idx ON outgoing_mails (sent_at) WHERE sent_at IS NOT NULL`.execute(db);
  await sql`CREATE INDEX outgoing_mails_created_at_idx ON outgoing_mails (created_at)`.execute(db);
  await sql`CREATE INDEX audit_events_sign_in_idx ON audit_events (occurred_at) WHERE kind = 'sign-in'`.execute(db);
}
