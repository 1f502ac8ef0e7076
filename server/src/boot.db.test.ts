import { prepareDatabase } from './boot.js';
import { testConfig } from './config/config.js';
import type { DatabaseHandle } from './db/database.js';
import { databaseUrl, withAdminClient } from './db/test-support/postgres-template.js';
import { newTestDatabaseName, testDatabaseServer } from './db/test-support/test-database-server.js';

const serverUrl = testDatabaseServer();
// PGlite has no pool and no connections to lose; this runs where TEST_DATABASE_URL names a server.
const onPostgres = serverUrl ? describe : describe.skip;

onPostgres('database pool of the running server', () => {
  const name = newTestDatabaseName();
  let database: DatabaseHandle | undefined;

  beforeAll(async () => {
    await withAdminClient(serverUrl as string, (client) => client.query(`CREATE DATABASE "${name}"`));
  });
  afterAll(async () => {
    await database?.close();
    await withAdminClient(serverUrl as string, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  });

  it('logs an idle connection that the database server ends, and goes on with a new one', async () => {
    let reportIdleError: (entry: { details: unknown; message: string | undefined }) => void = () => {};
    const idleError = new Promise<{ details: unknown; message: string | undefined }>((resolve) => (reportIdleError = resolve));
    const log = {
      info: () => {},
      error: (details: unknown, message?: string) => reportIdleError({ details, message }),
    };
    database = await prepareDatabase(testConfig({ DATABASE_URL: databaseUrl(serverUrl as string, name), DATABASE_POOL_SIZE: '2' }), log);
    await database.db.selectFrom('users').select('id').execute();

    await withAdminClient(serverUrl as string, (client) =>
      client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]),
    );

    const entry = await idleError;
    expect(entry.message).toMatch(/Verbindung im Leerlauf abgebrochen/);
    expect(entry.details).toEqual({ err: expect.objectContaining({ message: expect.stringMatching(/terminat/i) }) });
    await expect(database.db.selectFrom('users').select('id').execute()).resolves.toEqual([]);
  });
});
