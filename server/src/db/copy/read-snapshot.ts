import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../schema.js';
import { readCatalog, type TableInfo } from './table-catalog.js';
import { useStableTextFormats } from './text-formats.js';

/** One row as text values in the order of the table's columns (null stays null). */
export type TextRow = Array<string | null>;

export interface SequenceState {
  column: string;
  lastValue: string;
  isCalled: boolean;
}

export interface TableSnapshot {
  table: TableInfo;
  sequences: SequenceState[];
  /** The rows in primary-key order, a batch at a time; read each batch before asking for the next. */
  batches: AsyncIterable<TextRow[]>;
}

const batchSize = 1000;

/**
 * Reads every table of a database as it was at one moment: one REPEATABLE READ, READ ONLY
 * transaction, each table through a cursor so that no table is held in memory whole. `visit`
 * gets the tables in dependency order (tables before those that point to them).
 *
 * On PostgreSQL other connections go on writing meanwhile. PGlite is a single session, which
 * Kysely lends to one caller at a time: there the portal's other queries wait until the read is
 * done (db/shared-session.db.test.ts).
 */
export async function readSnapshot(
  db: Kysely<Database>,
  visit: (snapshot: TableSnapshot) => Promise<void>,
): Promise<{ migrations: string[] }> {
  return db.transaction().execute(async (trx) => {
    // Set here rather than through Kysely, whose PGlite driver leaves transaction settings out.
    await sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`.execute(trx);
    await useStableTextFormats(trx);
    const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(trx);
    for (const table of await readCatalog(trx)) {
      await visit({ table, sequences: await sequenceStates(trx, table), batches: rowBatches(trx, table) });
    }
    return { migrations: rows.map((row) => row.name) };
  });
}

async function sequenceStates(trx: Transaction<Database>, table: TableInfo): Promise<SequenceState[]> {
  const states: SequenceState[] = [];
  for (const column of table.columns) {
    if (!column.sequence) continue;
    // The name comes quoted from pg_get_serial_sequence; sequences are no parameter of SELECT … FROM.
    const { rows } = await sql<{
      last_value: string;
      is_called: boolean;
    }>`SELECT last_value::text AS last_value, is_called FROM ${sql.raw(column.sequence)}`.execute(trx);
    const [state] = rows;
    if (state) states.push({ column: column.name, lastValue: state.last_value, isCalled: state.is_called });
  }
  return states;
}

async function* rowBatches(trx: Transaction<Database>, table: TableInfo): AsyncGenerator<TextRow[]> {
  const values = sql.join(table.columns.map((column) => sql`${sql.id(column.name)}::text`));
  const order = table.primaryKey.length > 0 ? sql`ORDER BY ${sql.join(table.primaryKey.map((column) => sql.id(column)))}` : sql``;
  await sql`DECLARE copy_rows NO SCROLL CURSOR FOR SELECT ARRAY[${values}] AS row FROM ${sql.id(table.name)} ${order}`.execute(trx);
  try {
    for (;;) {
      const { rows } = await sql<{ row: TextRow }>`FETCH FORWARD ${sql.lit(batchSize)} FROM copy_rows`.execute(trx);
      if (rows.length === 0) return;
      yield rows.map((row) => row.row);
    }
  } finally {
    await sql`CLOSE copy_rows`.execute(trx);
  }
}
