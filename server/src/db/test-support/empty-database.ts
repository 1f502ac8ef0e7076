import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../database.js';
import { databaseUrl, withAdminClient } from './postgres-template.js';

/** An empty, unmigrated database that can be opened more than once (for migration tests). */
export interface EmptyDatabase {
  open(): Promise<DatabaseHandle>;
  remove(): Promise<void>;
}

/** Same kinds as createTestDatabase: a PGlite data folder, or a new database on TEST_DATABASE_URL. */
export async function createEmptyDatabase(): Promise<EmptyDatabase> {
  // eslint-disable-next-line no-restricted-properties -- test setup, not server configuration
  const { TEST_DATABASE_KIND: kind = 'pglite', TEST_DATABASE_URL: serverUrl } = process.env;
  if (kind === 'postgres' && serverUrl) {
    const name = `bfsm_test_${randomBytes(6).toString('hex')}`;
    await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
    return {
      open: () => openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: os.tmpdir(), poolSize: 2 }),
      remove: () => withAdminClient(serverUrl, async (client) => void (await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))),
    };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bfsm-empty-'));
  return {
    open: () => openDatabase({ dataDir }),
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}
