import { randomBytes } from 'node:crypto';
import { wrapPGlite, openPostgres, type DatabaseHandle } from '../database.js';
import { openPGlite } from '../pglite.js';
import { pgliteTemplate } from './pglite-template.js';
import { databaseUrl, postgresTemplate, withAdminClient } from './postgres-template.js';

/**
 * A migrated, empty, isolated database for one test suite. TEST_DATABASE_KIND=postgres uses a
 * fresh database on the server named by TEST_DATABASE_URL (dropped again on close); otherwise an
 * in-memory PGlite.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  // eslint-disable-next-line no-restricted-properties -- test setup, not server configuration
  const { TEST_DATABASE_KIND: kind = 'pglite', TEST_DATABASE_URL: serverUrl } = process.env;
  if (kind === 'pglite') return wrapPGlite(await openPGlite({ loadDataDir: await pgliteTemplate() }));
  if (kind !== 'postgres') throw new Error(`TEST_DATABASE_KIND must be 'pglite' or 'postgres', not '${kind}'`);
  if (!serverUrl) throw new Error('TEST_DATABASE_KIND=postgres needs TEST_DATABASE_URL (e.g. postgres://user@127.0.0.1:5432/postgres)');
  return createPostgresTestDatabase(serverUrl);
}

async function createPostgresTestDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const template = await postgresTemplate(serverUrl);
  const name = `bfsm_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  const handle = openPostgres(databaseUrl(serverUrl, name), 5);
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}
