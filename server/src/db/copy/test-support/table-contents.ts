import { sql, type Kysely } from 'kysely';
import type { Database } from '../../schema.js';
import { readCatalog } from '../table-catalog.js';
import { useStableTextFormats } from '../text-formats.js';

/**
 * Everything a database holds, to compare two of them: every table's rows as text (sorted),
 * the applied migrations and where each sequence stands.
 */
export async function tableContents(db: Kysely<Database>): Promise<Record<string, string[]>> {
  return db.transaction().execute(async (trx) => {
    await useStableTextFormats(trx);
    const contents: Record<string, string[]> = {};
    const migrations = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(trx);
    contents.kysely_migration = migrations.rows.map((row) => row.name);
    for (const table of await readCatalog(trx)) {
      const values = sql.join(table.columns.map((column) => sql`${sql.id(column.name)}::text`));
      const { rows } = await sql<{ row: Array<string | null> }>`SELECT ARRAY[${values}] AS row FROM ${sql.id(table.name)}`.execute(trx);
      contents[table.name] = rows.map((row) => JSON.stringify(row.row)).sort();
      for (const column of table.columns.filter((candidate) => candidate.sequence)) {
        const { rows: state } = await sql<{
          at: string;
        }>`SELECT last_value::text || ' ' || is_called::text AS at FROM ${sql.raw(column.sequence as string)}`.execute(trx);
        contents[`${column.sequence} (sequence)`] = state.map((row) => row.at);
      }
    }
    return contents;
  });
}
