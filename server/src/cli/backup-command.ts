import { reportIdleError } from './idle-error.js';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { backupSocketPath, fetchBackupFromPortal } from '../backup/backup-socket.js';
import type { BackupManifest } from '../backup/backup-manifest.js';
import { verifyBackup } from '../backup/verify-backup.js';
import { writeBackup } from '../backup/write-backup.js';
import type { Config } from '../config/config.js';
import { openDatabase } from '../db/database.js';
import { embeddedDatabaseFolder } from './installation-folders.js';

/**
 * `npm run backup -- <file>`: a backup of the installation that the configuration names, while
 * the portal keeps running. Written aside, checked, and only then given its name.
 */
export async function backupInstallation(config: Config, file: string, print: (line: string) => void): Promise<BackupManifest> {
  const target = path.resolve(file);
  if (existsSync(target)) throw new Error(`${target} gibt es schon; bitte einen neuen Dateinamen angeben.`);
  const partial = `${target}.partial`;
  try {
    // The backup holds every account's password hash and the portal's secrets: for the operator's eyes only.
    await writeInstallationBackup(config, createWriteStream(partial, { flags: 'wx', mode: 0o600 }), print);
    const manifest = await verifyBackup(createReadStream(partial));
    await rename(partial, target);
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    print(
      `Sicherung ${target} geschrieben und geprüft: ${manifest.tables.length} Tabellen, ${rows} Zeilen, ${manifest.uploads.files} hochgeladene Dateien.`,
    );
    return manifest;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function writeInstallationBackup(config: Config, output: Writable, print: (line: string) => void): Promise<void> {
  const uploads = config.uploadsDir;
  if (config.databaseUrl) {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: 2,
      onIdleError: reportIdleError,
    });
    try {
      await writeBackup(database, uploads, output);
    } finally {
      await database.close();
    }
    return;
  }
  if ((await fetchBackupFromPortal(backupSocketPath(config.dataDir), output)) === 'done') {
    print('Sicherung vom laufenden Portal erhalten.');
    return;
  }
  // No portal runs on this data folder, so the data folder may be opened here.
  if (!existsSync(path.join(embeddedDatabaseFolder(config.dataDir), 'PG_VERSION')))
    throw new Error(`Unter ${config.dataDir} liegt keine Installation (DATA_DIR prüfen).`);
  const database = await openDatabase({ dataDir: config.dataDir, onIdleError: reportIdleError });
  try {
    await writeBackup(database, uploads, output);
  } finally {
    await database.close();
  }
}
