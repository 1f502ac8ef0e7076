import type { DatabaseHandle } from '../database.js';
import { migrateToLatest } from '../migrate.js';
import { countRows, emptyTables, insertRows, setSequences } from './load-rows.js';
import { readSnapshot } from './read-snapshot.js';
import { readCatalog, type TableInfo } from './table-catalog.js';
import { useStableTextFormats } from './text-formats.js';

/**
 * Copies every row of `source` into the empty database `target`: the migrations build the
 * schema, the rows of one snapshot of the source go in within one transaction, each sequence is
 * set to where it stood, and the row counts of both sides are compared before the commit.
 */
export async function copyDatabase(source: DatabaseHandle, target: DatabaseHandle): Promise<Array<{ name: string; rows: number }>> {
  await migrateToLatest(target.db);
  const catalog = new Map((await readCatalog(target.db)).map((table) => [table.name, table]));
  return target.db.transaction().execute(async (trx) => {
    await useStableTextFormats(trx);
    await emptyTables(trx, [...catalog.values()]);
    const copied: Array<{ name: string; rows: number }> = [];
    await readSnapshot(source.db, async ({ table, sequences, batches }) => {
      const into = catalog.get(table.name);
      if (!into) throw new Error(`Tabelle ${table.name} gibt es in der Zieldatenbank nicht.`);
      let rows = 0;
      for await (const batch of batches) {
        await insertRows(
          trx,
          into,
          table.columns.map((column) => column.name),
          batch,
        );
        rows += batch.length;
      }
      await setSequences(trx, into, sequences);
      copied.push({ name: table.name, rows });
    });
    const counts = await countRows(
      trx,
      copied.map((table) => catalog.get(table.name) as TableInfo),
    );
    const wrong = copied.filter((table) => counts.get(table.name) !== table.rows);
    if (wrong.length > 0)
      throw new Error(
        `Zeilenzahlen weichen ab: ${wrong.map((table) => `${table.name} ${counts.get(table.name)} statt ${table.rows}`).join(', ')}`,
      );
    return copied;
  });
}
