import { reportIdleError } from './idle-error.js';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config/config.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { dropCreatedObjects, assertEmptyDatabase } from '../db/copy/target-database.js';

/** The embedded database's folder. */
export function embeddedDatabaseFolder(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}

/** Whether a folder exists with anything in it. */
export async function hasContent(folder: string): Promise<boolean> {
  return (await readdir(folder).catch(() => [])).length > 0;
}

/**
 * The database of the configuration, which must be empty (DATABASE_URL, or the embedded one in
 * DATA_DIR), with a way to empty it again if what was started there fails.
 */
export async function openEmptyTarget(config: Config): Promise<{ database: DatabaseHandle; discard(): Promise<void> }> {
  if (config.databaseUrl) {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: 2,
      onIdleError: reportIdleError,
    });
    try {
      await assertEmptyDatabase(database.db, 'Die Datenbank von DATABASE_URL');
    } catch (error) {
      await database.close();
      throw error;
    }
    return { database, discard: () => dropCreatedObjects(database.db) };
  }
  const folder = embeddedDatabaseFolder(config.dataDir);
  if (await hasContent(folder)) throw new Error(`In ${folder} liegt schon eine Datenbank. Bitte einen leeren DATA_DIR angeben.`);
  // Not from the build's template: a restore builds the schema of the backup's own release with its
  // migrations, and the template, already migrated to this release, would make the target non-empty.
  const database = await openDatabase({ dataDir: config.dataDir, embeddedTemplate: false, onIdleError: reportIdleError });
  return {
    database,
    async discard() {
      await database.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
