import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DatabaseHandle } from '../db/database.js';
import { migrateToLatest, migrateUpTo, migrationNames } from '../db/migrate.js';
import { countRows, emptyTables, insertRows, setSequences } from '../db/copy/load-rows.js';
import { readCatalog, type TableInfo } from '../db/copy/table-catalog.js';
import { assertEmptyDatabase } from '../db/copy/target-database.js';
import { useStableTextFormats } from '../db/copy/text-formats.js';
import { archivePaths, type BackupManifest } from './backup-manifest.js';
import { openBackup, rowBatchesOf, tableOfEntry, type BackupEntry } from './read-backup.js';

const rowsPerBatch = 500;

/**
 * Restores a backup into an empty database and an empty uploads folder: the migrations of the
 * backup build its schema, its rows are loaded in one transaction (checked against the
 * manifest before the commit), its files are written, and the remaining migrations of this
 * version run last. The database may be of the other kind than the one backed up.
 */
export async function restoreBackup(input: Readable, target: DatabaseHandle, uploadsDir: string): Promise<BackupManifest> {
  const { manifest, entries, finished } = await openBackup(input);
  const unknown = manifest.migrations.filter((name) => !migrationNames.includes(name));
  if (unknown.length > 0)
    throw new Error(
      `Die Sicherung stammt von einer neueren Version des Portals (Migrationen ${unknown.join(', ')}). Bitte mit dieser oder einer neueren Version wiederherstellen.`,
    );
  await assertEmptyDatabase(target.db, 'Die Zieldatenbank');
  await migrateUpTo(target.db, manifest.migrations.at(-1));

  const catalog = new Map((await readCatalog(target.db)).map((table) => [table.name, table]));
  for (const table of manifest.tables) {
    const columns = catalog.get(table.name)?.columns.map((column) => column.name);
    if (!columns || [...columns].sort().join() !== [...table.columns].sort().join())
      throw new Error(`Tabelle ${table.name} der Sicherung passt nicht zum Schema ihrer Migrationen.`);
  }

  await target.db.transaction().execute(async (trx) => {
    await useStableTextFormats(trx);
    await emptyTables(trx, [...catalog.values()]);
    for (let next = await entries.next(); !next.done; next = await entries.next()) {
      const entry = next.value;
      const tableName = tableOfEntry(entry.header.name);
      const table = tableName === undefined ? undefined : manifest.tables.find((candidate) => candidate.name === tableName);
      if (table) {
        const target = catalog.get(table.name) as TableInfo;
        for await (const batch of rowBatchesOf(entry, rowsPerBatch)) await insertRows(trx, target, table.columns, batch);
        await setSequences(trx, target, table.sequences);
      } else {
        await writeUpload(entry, uploadsDir);
      }
    }
    const counts = await countRows(
      trx,
      manifest.tables.map((table) => catalog.get(table.name) as TableInfo),
    );
    const wrong = manifest.tables.filter((table) => counts.get(table.name) !== table.rows);
    if (wrong.length > 0)
      throw new Error(
        `Zeilenzahlen weichen von der Sicherung ab: ${wrong.map((table) => `${table.name} ${counts.get(table.name)} statt ${table.rows}`).join(', ')}`,
      );
  });
  await finished;
  await migrateToLatest(target.db);
  return manifest;
}

/** Writes one uploaded file below the uploads folder; a name that would lead outside it is refused. */
async function writeUpload(entry: BackupEntry, uploadsDir: string): Promise<void> {
  const { name, type } = entry.header;
  const root = path.resolve(uploadsDir);
  const file = path.resolve(root, name.slice(archivePaths.uploadsPrefix.length));
  if (!name.startsWith(archivePaths.uploadsPrefix) || type !== 'file' || !file.startsWith(root + path.sep)) {
    throw new Error(`Unerwarteter Eintrag in der Sicherung: ${name}`);
  }
  await mkdir(path.dirname(file), { recursive: true });
  await pipeline(entry, createWriteStream(file, { flags: 'wx' }));
}
