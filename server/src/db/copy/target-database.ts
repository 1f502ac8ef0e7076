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
  if (tables.length > 0)
    throw new Error(
      `${description} ist nicht leer (Tabellen: ${tables.slice(0, 5).join(', ')}${tables.length > 5 ? ', …' : ''}). Bitte eine leere Datenbank angeben.`,
    );
}

/** The functions the migrations created in the public schema (the trigger functions of 0017 and 0018); an extension's own stay. */
async function createdFunctions(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT p.proname AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = 'public'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
    ORDER BY p.proname`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * After a failed restore or move: removes the tables and functions it created, so that the
 * database is empty again for the next try (a function left behind would fail its migration then).
 */
export async function dropCreatedObjects(db: Kysely<Database>): Promise<void> {
  const tables = await existingTables(db);
  if (tables.length > 0) await sql`DROP TABLE IF EXISTS ${sql.join(tables.map((name) => sql.id(name)))} CASCADE`.execute(db);
  const functions = await createdFunctions(db);
  if (functions.length > 0) await sql`DROP FUNCTION IF EXISTS ${sql.join(functions.map((name) => sql.id(name)))} CASCADE`.execute(db);
}
