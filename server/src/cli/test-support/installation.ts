import { reportIdleError } from '../idle-error.js';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { testConfig, type Config } from '../../config/config.js';
import { openDatabase, type DatabaseHandle } from '../../db/database.js';
import { createEmptyDatabase } from '../../db/test-support/empty-database.js';
import { testDatabaseServer } from '../../db/test-support/test-database-server.js';

export interface TestInstallation {
  /** The configuration an operator would have: DATA_DIR, and DATABASE_URL on PostgreSQL. */
  config: Config;
  dataDir: string;
  open(): Promise<DatabaseHandle>;
  remove(): Promise<void>;
}

/**
 * An empty installation as the command-line tools see it: a DATA_DIR of its own, and its
 * database there (PGlite) or a fresh database on TEST_DATABASE_URL (TEST_DATABASE_KIND=postgres).
 */
export async function createTestInstallation(
  kind: 'pglite' | 'postgres' = testDatabaseServer() ? 'postgres' : 'pglite',
): Promise<TestInstallation> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bfsm-installation-'));
  if (kind === 'pglite') {
    return {
      config: testConfig({ DATA_DIR: dataDir }),
      dataDir,
      open: () => openDatabase({ dataDir, onIdleError: reportIdleError }),
      remove: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const database = await createEmptyDatabase();
  if (!database.url) throw new Error('TEST_DATABASE_KIND=postgres needs TEST_DATABASE_URL');
  return {
    config: testConfig({ DATA_DIR: dataDir, DATABASE_URL: database.url }),
    dataDir,
    open: () => database.open(),
    async remove() {
      await database.remove();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
