import type { Readable } from 'node:stream';
import { archivePaths, type BackupManifest } from './backup-manifest.js';
import { openBackup, readAll, rowBatchesOf, tableOfEntry } from './read-backup.js';

/**
 * Reads a whole backup and checks it against its manifest: every table with its number of rows,
 * every uploaded file with its size. Run after writing, so that a backup that cannot be restored
 * is noticed then and not on the day it is needed.
 */
export async function verifyBackup(input: Readable): Promise<BackupManifest> {
  const { manifest, entries, finished } = await openBackup(input);
  const rows = new Map<string, number>();
  let files = 0;
  let bytes = 0;
  for (let next = await entries.next(); !next.done; next = await entries.next()) {
    const entry = next.value;
    const table = tableOfEntry(entry.header.name);
    if (table !== undefined) {
      let count = 0;
      for await (const batch of rowBatchesOf(entry, 1000)) count += batch.length;
      rows.set(table, count);
    } else {
      const content = await readAll(entry);
      if (entry.header.name.startsWith(archivePaths.uploadsPrefix)) {
        files += 1;
        bytes += content.length;
      }
    }
  }
  await finished;
  const problems = manifest.tables
    .filter((table) => rows.get(table.name) !== table.rows)
    .map((table) => `${table.name}: ${rows.get(table.name) ?? 'keine'} statt ${table.rows} Zeilen`);
  if (files !== manifest.uploads.files || bytes !== manifest.uploads.bytes)
    problems.push(`Dateien: ${files} (${bytes} Bytes) statt ${manifest.uploads.files} (${manifest.uploads.bytes} Bytes)`);
  if (problems.length > 0) throw new Error(`Die Sicherung ist unvollständig:\n  ${problems.join('\n  ')}`);
  return manifest;
}
