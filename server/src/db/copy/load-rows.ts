import { sql, type Transaction } from 'kysely';
import type { Database } from '../schema.js';
import type { SequenceState, TextRow } from './read-snapshot.js';
import type { TableInfo } from './table-catalog.js';

/** PostgreSQL takes at most 65,535 parameters per statement; this stays well below. */
const parametersPerStatement = 20_000;

/**
 * Empties every table of the catalog, so that rows a migration may have seeded do not collide with
 * the copied ones, and tells the triggers that record history (migration 0021) that the rows of
 * this transaction are copies: their history is copied with them.
 */
export async function emptyTables(trx: Transaction<Database>, tables: readonly TableInfo[]): Promise<void> {
  await sql`SELECT set_config('bfsm.copying_rows', 'on', true)`.execute(trx);
  if (tables.length === 0) return;
  await sql`TRUNCATE ${sql.join(tables.map((table) => sql.id(table.name)))}`.execute(trx);
}

/**
 * Inserts rows given as text in the order of `columns` (the source's), each value read through
 * the target column's type. Identity columns take the copied values too.
 */
export async function insertRows(
  trx: Transaction<Database>,
  table: TableInfo,
  columns: readonly string[],
  rows: readonly TextRow[],
): Promise<void> {
  const types = columns.map((name) => {
    const column = table.columns.find((candidate) => candidate.name === name);
    if (!column) throw new Error(`Spalte ${table.name}.${name} gibt es in der Zieldatenbank nicht.`);
    // The type comes from the catalog (format_type), not from the copied data.
    return sql.raw(column.type);
  });
  const perStatement = Math.max(1, Math.floor(parametersPerStatement / Math.max(1, columns.length)));
  for (let start = 0; start < rows.length; start += perStatement) {
    const values = rows
      .slice(start, start + perStatement)
      .map((row) => sql`(${sql.join(row.map((value, index) => sql`${value}::${types[index]}`))})`);
    await sql`INSERT INTO ${sql.id(table.name)} (${sql.join(columns.map((name) => sql.id(name)))}) OVERRIDING SYSTEM VALUE VALUES ${sql.join(values)}`.execute(
      trx,
    );
  }
}

/** Sets each sequence to where it stood in the source, so that new rows get new ids. */
export async function setSequences(trx: Transaction<Database>, table: TableInfo, states: readonly SequenceState[]): Promise<void> {
  for (const state of states) {
    const sequence = table.columns.find((column) => column.name === state.column)?.sequence;
    if (!sequence) throw new Error(`Spalte ${table.name}.${state.column} hat in der Zieldatenbank keine Sequenz.`);
    await sql`SELECT setval(${sequence}::regclass, ${state.lastValue}::bigint, ${state.isCalled})`.execute(trx);
  }
}

/** The number of rows of each table, to compare source and copy. */
export async function countRows(trx: Transaction<Database>, tables: readonly TableInfo[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const table of tables) {
    const { rows } = await sql<{ count: string | number }>`SELECT count(*) AS count FROM ${sql.id(table.name)}`.execute(trx);
    counts.set(table.name, Number(rows[0]?.count ?? 0));
  }
  return counts;
}
