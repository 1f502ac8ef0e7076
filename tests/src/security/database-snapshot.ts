import { sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * Row counts and a hash of every row of every table, to prove that a run of requests changed
 * nothing. Tables are read from the catalogue, so a new table is covered without a change here.
 */
export type DatabaseSnapshot = Record<string, { rows: number; hash: string | null }>;

/** What a refused request may still change by design, left out of the comparison. */
const leftOut: Record<string, { table?: true; columns?: readonly string[]; rows?: RawBuilder<boolean> }> = {
  // Every failed sign-in and every code that matches nothing counts toward a lock, junk included:
  // that is the throttle at work, not a change of data.
  attempt_counters: { table: true },
  // The same failures and the locks they start are counted for the start page (decision 041).
  sign_in_events: { table: true },
  // A token call starts an anonymous session by design (its token is bound to one), and reading a
  // session refreshes last_seen_at. Signed-in sessions are still compared, so a request that signs
  // someone in or out is caught.
  sessions: { columns: ['last_seen_at'], rows: sql<boolean>`user_id IS NOT NULL` },
  // Starting such an anonymous session is counted per client address (the limit on them).
  anonymous_session_starts: { table: true },
  // Asking for passkey sign-in options keeps a challenge on the session by design (decision 043); it signs nobody in.
  passkey_challenges: { table: true },
};

export async function snapshotDatabase<DB>(db: Kysely<DB>): Promise<DatabaseSnapshot> {
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name
  `.execute(db);
  const snapshot: DatabaseSnapshot = {};
  for (const { name } of tables.rows) {
    const rule = leftOut[name];
    if (rule?.table) continue;
    const row = sql.raw(`to_jsonb(t)${(rule?.columns ?? []).map((column) => ` - '${column}'`).join('')}`);
    const result = await sql<{ rows: number | string; hash: string | null }>`
      SELECT count(*) AS rows, md5(string_agg(r.text, '|' ORDER BY r.text)) AS hash
      FROM (SELECT (${row})::text AS text FROM ${sql.table(name)} t WHERE ${rule?.rows ?? sql`TRUE`}) r
    `.execute(db);
    const found = result.rows[0];
    // count(*) is a number from PGlite and a string through pg.
    snapshot[name] = { rows: Number(found?.rows ?? 0), hash: found?.hash ?? null };
  }
  return snapshot;
}
