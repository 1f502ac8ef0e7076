import pg from 'pg';
import { openPostgres } from '../database.js';
import { migrateToLatest } from '../migrate.js';
import { migrationHash } from './migration-hash.js';
import { reportIdleError } from './test-database-server.js';

/** Held while a template database is created, so that parallel test processes build it once. */
const templateLockKey = 4_287_301_518;

/** The URL of another database on the same server. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdminClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The name of a migrated, empty template database, created on first use. */
export async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `bfsm_test_template_${migrationHash()}`;
  return withAdminClient(serverUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [templateLockKey]);
    try {
      const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (existing.rowCount === 0) await buildTemplate(client, serverUrl, name);
      return name;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [templateLockKey]);
    }
  });
}

async function buildTemplate(client: pg.Client, serverUrl: string, name: string): Promise<void> {
  // Templates of older migrations are of no further use.
  const stale = await client.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'bfsm\\_test\\_template\\_%' AND datname <> $1",
    [name],
  );
  for (const { datname } of stale.rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);

  // Built under another name and renamed when complete, so a crash never leaves a half template.
  const building = `${name}_building`;
  await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
  await client.query(`CREATE DATABASE "${building}"`);
  const handle = openPostgres(databaseUrl(serverUrl, building), 1, reportIdleError);
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.close();
  }
  await client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
}
