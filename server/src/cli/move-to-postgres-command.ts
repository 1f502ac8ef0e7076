import { reportIdleError } from './idle-error.js';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { backupSocketPath, isPortalRunning } from '../backup/backup-socket.js';
import type { Config } from '../config/config.js';
import { copyDatabase } from '../db/copy/copy-database.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { embeddedDatabaseFolder, openEmptyTarget } from './installation-folders.js';

/**
 * `npm run db:move-to-postgres -- <DATABASE_URL>`: copies the embedded database of DATA_DIR into
 * an empty PostgreSQL database and says what to set next. The portal must be stopped: what it
 * wrote after the copy would be lost with the switch.
 */
export async function moveToPostgres(
  config: Config,
  databaseUrl: string,
  print: (line: string) => void,
): Promise<Array<{ name: string; rows: number }>> {
  if (!/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new Error('Bitte die Adresse der PostgreSQL-Datenbank angeben: postgres://benutzer:passwort@host:5432/datenbank');
  const folder = embeddedDatabaseFolder(config.dataDir);
  if (!existsSync(path.join(folder, 'PG_VERSION')))
    throw new Error(`Unter ${folder} liegt keine eingebettete Datenbank (DATA_DIR prüfen).`);
  if (await isPortalRunning(backupSocketPath(config.dataDir)))
    throw new Error(
      'Das Portal läuft noch auf diesem DATA_DIR. Bitte zuerst beenden: was es nach dem Kopieren schreibt, ginge sonst verloren.',
    );

  const { database: target, discard } = await openEmptyTarget({ ...config, databaseUrl });
  try {
    const source = await openDatabase({ dataDir: config.dataDir, onIdleError: reportIdleError });
    try {
      // The embedded database may be of an older release: first bring it to this one, as a start would.
      await migrateToLatest(source.db);
      const copied = await copyDatabase(source, target);
      report(copied, databaseUrl, config.dataDir, print);
      return copied;
    } catch (error) {
      await discard();
      throw error;
    } finally {
      await source.close();
    }
  } finally {
    await target.close();
  }
}

function report(copied: Array<{ name: string; rows: number }>, databaseUrl: string, dataDir: string, print: (line: string) => void): void {
  const shownUrl = withoutPassword(databaseUrl);
  print(`Eingebettete Datenbank nach ${shownUrl} kopiert:`);
  for (const table of copied) print(`  ${table.name.padEnd(28)} ${String(table.rows).padStart(9)} Zeilen`);
  print(`Zeilenzahlen geprüft: alle ${copied.length} Tabellen stimmen mit dem Original überein.`);
  print('');
  print('Nächste Schritte:');
  print(`  1. DATABASE_URL=${shownUrl} setzen (mit dem Passwort, wie eben angegeben) und das Portal starten.`);
  print(
    `  2. DATA_DIR=${dataDir} beibehalten: hochgeladene Dateien (uploads/), eigene Rechtstexte (pages/) und der Postausgang bleiben dort.`,
  );
  print(`  3. Nach der Prüfung kann ${path.join(dataDir, 'pgdata')} gelöscht werden; mit DATABASE_URL liest das Portal es nicht mehr.`);
}

/** The address as it may be shown in a terminal or log: the password replaced. */
export function withoutPassword(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (url.password) url.password = '***';
  return url.toString();
}
