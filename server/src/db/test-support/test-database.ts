import { wrapPGlite, openPostgres, type DatabaseHandle } from '../database.js';
import { openPGlite } from '../pglite.js';
import { pgliteTemplate } from './pglite-template.js';
import { databaseUrl, postgresTemplate, withAdminClient } from './postgres-template.js';
import { newTestDatabaseName, reportIdleError, testDatabaseServer } from './test-database-server.js';

/**
 * A migrated, empty, isolated database for one test suite. TEST_DATABASE_KIND=postgres uses a
 * fresh database on the server named by TEST_DATABASE_URL (dropped again on close); otherwise an
 * in-memory PGlite.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = testDatabaseServer();
  if (!serverUrl) return wrapPGlite(await openPGlite({ loadDataDir: await pgliteTemplate() }));
  const [handle] = await createSharedPostgresTestDatabase(1);
  return handle as DatabaseHandle;
}

/**
 * A fresh PostgreSQL test database with `count` handles of their own on it, as separate server
 * instances would have; the last handle closed drops the database.
 */
export async function createSharedPostgresTestDatabase(count: number): Promise<DatabaseHandle[]> {
  const serverUrl = testDatabaseServer();
  if (!serverUrl) throw new Error('TEST_DATABASE_KIND=postgres and TEST_DATABASE_URL are needed for several instances on one database');
  const template = await postgresTemplate(serverUrl);
  const name = newTestDatabaseName();
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  let open = count;
  return Array.from({ length: count }, () => {
    const handle = openPostgres(databaseUrl(serverUrl, name), 5, reportIdleError);
    return {
      ...handle,
      async close() {
        await handle.close();
        if (--open === 0) await withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      },
    };
  });
}
