import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../database.js';
import { databaseUrl, withAdminClient } from './postgres-template.js';
import { newTestDatabaseName, reportIdleError, testDatabaseServer } from './test-database-server.js';

/** An empty, unmigrated database that can be opened more than once (for migration tests). */
export interface EmptyDatabase {
  /** PostgreSQL: the database's address, for code that opens it by configuration. */
  url?: string;
  open(): Promise<DatabaseHandle>;
  remove(): Promise<void>;
}

/** Same kinds as createTestDatabase: a PGlite data folder, or a new database on TEST_DATABASE_URL. */
export async function createEmptyDatabase(): Promise<EmptyDatabase> {
  const serverUrl = testDatabaseServer();
  if (serverUrl) {
    const name = newTestDatabaseName();
    await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
    return {
      url: databaseUrl(serverUrl, name),
      open: () =>
        openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: os.tmpdir(), poolSize: 2, onIdleError: reportIdleError }),
      remove: () =>
        withAdminClient(serverUrl, async (client) => void (await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))),
    };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bfsm-empty-'));
  return {
    open: () => openDatabase({ dataDir, onIdleError: reportIdleError }),
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}
