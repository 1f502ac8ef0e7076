import { createReadStream, existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { BackupManifest } from '../backup/backup-manifest.js';
import { restoreBackup } from '../backup/restore-backup.js';
import type { Config } from '../config/config.js';
import { hasContent, openEmptyTarget } from './installation-folders.js';

/**
 * `npm run restore -- <file>`: restores a backup into the empty database and data folder that
 * the configuration names. Whatever a failed restore created there is removed again.
 */
export async function restoreInstallation(config: Config, file: string, print: (line: string) => void): Promise<BackupManifest> {
  const source = path.resolve(file);
  if (!existsSync(source)) throw new Error(`${source} gibt es nicht.`);
  const uploads = config.uploadsDir;
  if (await hasContent(uploads)) throw new Error(`${uploads} ist nicht leer. Bitte in einen leeren DATA_DIR wiederherstellen.`);

  const { database, discard } = await openEmptyTarget(config);
  let manifest: BackupManifest;
  try {
    manifest = await restoreBackup(createReadStream(source), database, uploads);
  } catch (error) {
    await discard();
    await rm(uploads, { recursive: true, force: true });
    throw error;
  } finally {
    await database.close();
  }
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  print(
    `Wiederhergestellt aus ${source} (Sicherung vom ${manifest.createdAt}): ${manifest.tables.length} Tabellen, ${rows} Zeilen, ${manifest.uploads.files} hochgeladene Dateien.`,
  );
  print(
    config.databaseUrl
      ? 'Das Portal kann mit dieser DATABASE_URL gestartet werden.'
      : `Das Portal kann mit DATA_DIR=${config.dataDir} gestartet werden.`,
  );
  return manifest;
}
