import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';

/** The tables in the target's public schema; a restore or move goes only into a database without any. */
export async function existingTables(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm')
    ORDER BY c.relname`.execute(db);
  return rows.map((row) => row.name);
}

export async function assertEmptyDatabase(db: Kysely<Database>, description: string): Promise<void> {
  const tables = await existingTables(db);
  if (tables.length > 0) throw new Error(`${description} ist nicht leer (Tabellen: ${tables.slice(0, 5).join(', ')}${tables.length > 5 ? ', …' : ''}). Bitte eine leere Datenbank angeben.`);
}

/** After a failed restore or move: removes the tables it created, so that the database is empty again for the next try. */
export async function dropCreatedTables(db: Kysely<Database>): Promise<void> {
  const tables = await existingTables(db);
  if (tables.length > 0) await sql`DROP TABLE IF EXISTS ${sql.join(tables.map((name) => sql.id(name)))} CASCADE`.execute(db);
}
