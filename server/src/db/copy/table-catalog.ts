import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.js';

export interface ColumnInfo {
  name: string;
  /** As PostgreSQL writes it (`timestamp with time zone`, `text[]`), for casting copied text back. */
  type: string;
  /** The sequence that fills the column (serial, identity), quoted as PostgreSQL names it. */
  sequence: string | null;
}

export interface TableInfo {
  name: string;
  columns: ColumnInfo[];
  primaryKey: string[];
}

/** Kept by the migrator itself: rebuilt by running the migrations, never copied. */
const migrationTables: ReadonlySet<string> = new Set(['kysely_migration', 'kysely_migration_lock']);

/**
 * Every table of the portal with its columns, ordered so that a table comes after the tables
 * its foreign keys point to: rows can then be inserted table by table. Read from the catalog
 * rather than written down, so that a new migration's tables are copied without a change here.
 */
export async function readCatalog(db: Kysely<Database>): Promise<TableInfo[]> {
  const { rows: columns } = await sql<{ table: string; column: string; type: string; sequence: string | null }>`
    SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type,
           pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) AS sequence
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid
    WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
    ORDER BY c.relname, a.attnum`.execute(db);
  const { rows: keys } = await sql<{ table: string; column: string }>`
    SELECT c.relname AS table, a.attname AS column
    FROM pg_index i
    JOIN pg_class c ON c.oid = i.indrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY (i.indkey)
    WHERE n.nspname = 'public' AND i.indisprimary
    ORDER BY c.relname, a.attnum`.execute(db);
  const { rows: references } = await sql<{ child: string; parent: string }>`
    SELECT child.relname AS child, parent.relname AS parent
    FROM pg_constraint con
    JOIN pg_class child ON child.oid = con.conrelid
    JOIN pg_class parent ON parent.oid = con.confrelid
    JOIN pg_namespace n ON n.oid = child.relnamespace
    WHERE con.contype = 'f' AND n.nspname = 'public'`.execute(db);

  const tables = new Map<string, TableInfo>();
  for (const row of columns) {
    if (migrationTables.has(row.table)) continue;
    const table = tables.get(row.table) ?? { name: row.table, columns: [], primaryKey: [] };
    table.columns.push({ name: row.column, type: row.type, sequence: row.sequence });
    tables.set(row.table, table);
  }
  for (const key of keys) tables.get(key.table)?.primaryKey.push(key.column);
  return inDependencyOrder([...tables.values()], references);
}

function inDependencyOrder(tables: TableInfo[], references: Array<{ child: string; parent: string }>): TableInfo[] {
  const parentsOf = new Map(tables.map((table) => [table.name, new Set<string>()]));
  // A table that points to itself is loaded in primary-key order, which puts parents first.
  for (const { child, parent } of references) if (child !== parent) parentsOf.get(child)?.add(parent);
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const pending = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (pending.length > 0) {
    const next = pending.findIndex((table) => [...(parentsOf.get(table.name) ?? [])].every((parent) => placed.has(parent)));
    if (next === -1)
      throw new Error(
        `Tabellen verweisen im Kreis aufeinander und können nicht nacheinander geladen werden: ${pending.map((table) => table.name).join(', ')}`,
      );
    const [table] = pending.splice(next, 1) as [TableInfo];
    ordered.push(table);
    placed.add(table.name);
  }
  return ordered;
}
