import { sql, type Kysely } from 'kysely';

/**
 * Two things that make signed-in pages cheap: change notifications for the session cache, and
 * partial indexes for the admin user list's views.
 *
 * The session cache (sessions/session-cache.ts) keeps sessions, their users and what userinfo and
 * menuinfo read about them in memory. It stays exact because the database itself announces every
 * change that could alter those facts, whichever code path (or later feature, or an operator's
 * psql) made it: row triggers send `pg_notify('session_cache', …)` with the affected session or
 * user, and every instance LISTENs (decision 026). Payloads: 'u:<user id>', 's:<session id hash>',
 * '*' (forget everything).
 */
export const sessionCacheChannel = 'session_cache';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Everything inside up(), so that the test template's migration hash sees any change of it.
  /** Old and new value of a user column (a licence changing hands concerns both users); NULLs notify nobody. */
  const notifyUsers = (column: string): string => {
    return `
        IF TG_OP <> 'INSERT' AND OLD.${column} IS NOT NULL THEN PERFORM pg_notify('${sessionCacheChannel}', 'u:' || OLD.${column}); END IF;
        IF TG_OP <> 'DELETE' AND NEW.${column} IS NOT NULL THEN PERFORM pg_notify('${sessionCacheChannel}', 'u:' || NEW.${column}); END IF;`;
  };
  const triggers: Array<{ table: string; body: string; events: string }> = [
    // Sign-out, expiry, a password change ending other sessions, and any new per-session state
    // (a second factor, say); only the touch of last_seen_at, written once a minute, is no change.
    {
      table: 'sessions',
      events: 'UPDATE OR DELETE',
      body: `
        IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) - 'last_seen_at') = (to_jsonb(NEW) - 'last_seen_at') THEN RETURN NULL; END IF;
        PERFORM pg_notify('${sessionCacheChannel}', 's:' || OLD.id_hash);`,
    },
    // Rights, licence type and expiry, password, terms of the row itself, deletion.
    {
      table: 'users',
      events: 'UPDATE OR DELETE',
      body: `PERFORM pg_notify('${sessionCacheChannel}', 'u:' || OLD.id);`,
    },
    { table: 'pools', events: 'INSERT OR UPDATE OR DELETE', body: notifyUsers('owner_id') },
    { table: 'pool_members', events: 'INSERT OR UPDATE OR DELETE', body: notifyUsers('user_id') },
    { table: 'licenses', events: 'INSERT OR UPDATE OR DELETE', body: notifyUsers('user_id') },
    { table: 'terms_acceptances', events: 'INSERT OR UPDATE OR DELETE', body: notifyUsers('user_id') },
    // userinfo lists the pending invitations addressed to the user's e-mail address.
    {
      table: 'invitations',
      events: 'INSERT OR UPDATE OR DELETE',
      body: `
        IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('${sessionCacheChannel}', 'u:' || id) FROM users WHERE lower(email) = lower(OLD.email); END IF;
        IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('${sessionCacheChannel}', 'u:' || id) FROM users WHERE lower(email) = lower(NEW.email); END IF;`,
    },
    // A new terms version asks everyone again.
    { table: 'terms_versions', events: 'INSERT OR UPDATE OR DELETE', body: `PERFORM pg_notify('${sessionCacheChannel}', '*');` },
  ];

  // OR REPLACE: a failed restore removes the tables it created (db/copy/target-database.ts) but not functions.
  for (const { table, events, body } of triggers) {
    await sql
      .raw(
        `CREATE OR REPLACE FUNCTION session_cache_notify_${table}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${body}
      RETURN NULL;
    END $$`,
      )
      .execute(db);
    await sql
      .raw(`CREATE TRIGGER session_cache_notify AFTER ${events} ON ${table} FOR EACH ROW EXECUTE FUNCTION session_cache_notify_${table}()`)
      .execute(db);
  }

  // The admin user list's views (users/admin-user-list.ts): each count is an index-only scan of
  // its own partial index instead of a scan of the table, and the licensed view's page by expiry
  // starts at today instead of filtering past every expired licence. Licence types 2 and 10 are
  // the unlicensed ones (none, concept); a missing expiry counts as never.
  await sql`CREATE INDEX users_spam_license_idx ON users (license_type, id) WHERE spam`.execute(db);
  await sql`CREATE INDEX users_paying_idx ON users (id) WHERE NOT spam AND paying AND NOT free_account`.execute(db);
  // license_expiration is included because PostgreSQL scans an expression index index-only only when the column itself is in it.
  await sql`CREATE INDEX users_licensed_expiry_idx ON users ((coalesce(license_expiration, 'infinity'::date)), id) INCLUDE (license_expiration) WHERE NOT spam AND license_type NOT IN (2, 10)`.execute(
    db,
  );
  await sql`CREATE INDEX users_licensed_expiry_desc_idx ON users (license_expiration DESC NULLS LAST, id DESC) WHERE NOT spam AND license_type NOT IN (2, 10)`.execute(
    db,
  );
}
