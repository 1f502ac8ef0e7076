import { randomBytes } from 'node:crypto';

/**
 * The PostgreSQL server the database suites run on, or undefined for PGlite. TEST_DATABASE_KIND
 * picks the kind (default pglite); postgres needs TEST_DATABASE_URL.
 */
export function testDatabaseServer(): string | undefined {
  // eslint-disable-next-line no-restricted-properties -- test setup, not server configuration
  const { TEST_DATABASE_KIND: kind = 'pglite', TEST_DATABASE_URL: serverUrl } = process.env;
  if (kind === 'pglite') return undefined;
  if (kind !== 'postgres') throw new Error(`TEST_DATABASE_KIND must be 'pglite' or 'postgres', not '${kind}'`);
  if (!serverUrl) throw new Error('TEST_DATABASE_KIND=postgres needs TEST_DATABASE_URL (e.g. postgres://user@127.0.0.1:5432/postgres)');
  return serverUrl;
}

/** In a test run an idle connection's error means a database vanished under a suite: said loudly, never swallowed. */
export function reportIdleError(error: Error): void {
  console.error('Testdatenbank: Verbindung im Leerlauf abgebrochen', error);
}

/** A fresh database name on the test server; parallel suites never collide. */
export function newTestDatabaseName(): string {
  return `bfsm_test_${randomBytes(6).toString('hex')}`;
}
