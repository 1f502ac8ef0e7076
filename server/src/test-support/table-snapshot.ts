import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Columns that a request writes before any check can refuse it: reading a session touches its
 * last_seen_at (at most once a minute, session-store.ts). Nothing else is left out, so a refused
 * request that changes any other row of any table shows up.
 */
const bookkeepingColumns: Record<string, readonly string[]> = { sessions: ['last_seen_at'] };

/**
 * Every table of the database as "rows, hash of all rows", for "no row changed" checks: take one
 * before and one after a request and compare. The tables come from information_schema, so a table
 * added by a later migration is covered without being named here.
 */
export async function snapshotTables(db: Kysely<Database>): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
    ORDER BY table_name`.execute(db);
  const perTable = tables.rows.map(({ name }) => {
    const row = (bookkeepingColumns[name] ?? []).reduce((json, column) => sql`${json} - ${sql.lit(column)}`, sql`to_jsonb(t)`);
    return sql`SELECT ${sql.lit(name)} AS name, count(*) AS rows, md5(coalesce(string_agg((${row})::text, E'\\n' ORDER BY (${row})::text), '')) AS hash FROM ${sql.table(name)} t`;
  });
  const result = await sql<{ name: string; rows: number | string; hash: string }>`${sql.join(perTable, sql` UNION ALL `)}`.execute(db);
  // count(*) is a number from PGlite and a string through pg.
  return Object.fromEntries(result.rows.map((table) => [table.name, `${Number(table.rows)} rows, ${table.hash}`]));
}
