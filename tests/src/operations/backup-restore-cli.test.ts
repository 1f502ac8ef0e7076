import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@bfsm/server/db/database.js';
import { databaseUrl, withAdminClient } from '@bfsm/server/db/test-support/postgres-template.js';
import { newTestDatabaseName, reportIdleError } from '@bfsm/server/db/test-support/test-database-server.js';
import { runBuiltCli, startBuiltPortal } from './built-portal.js';

// Two embedded data folders and two portal starts, each a process of its own, on a shared machine.
jest.setTimeout(90_000);

const demoCustomer = { username: 'demo-concept@example.test', password: 'Passwort123!' };
const postgresServer = process.env.TEST_DATABASE_URL;

/** The accounts of an installation, read as the portal would: DATABASE_URL, or the embedded database in DATA_DIR. */
async function accountsIn(installation: { dataDir: string; databaseUrl?: string }): Promise<string[]> {
  const database = await openDatabase({ ...installation, poolSize: 1, onIdleError: reportIdleError });
  try {
    return (await database.db.selectFrom('users').select('email').orderBy('id').execute()).map((user) => user.email);
  } finally {
    await database.close();
  }
}

/**
 * `npm run backup` and `npm run restore` of the build, run as an operator runs them: the backup
 * of a running demo installation goes into a new installation of each kind, and the portal
 * starts there with the data. Only the build ships the migrated template that a new embedded
 * data folder starts from, so the suites in server/src cannot see what happens here. (An existing
 * empty DATA_DIR takes the same way as a new one; server/src/cli/backup-command.db.test.ts
 * restores into one.)
 */
describe('backup and restore with the built command line', () => {
  let folder: string;
  let source: string;
  let backup: string;
  let sourceAccounts: string[];

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'bfsm-built-restore-'));
    source = path.join(folder, 'quelle');
    backup = path.join(folder, 'portal.tar.gz');
    await runBuiltCli(['demo-data'], { DATA_DIR: source });
    await mkdir(path.join(source, 'uploads', 'references'), { recursive: true });
    await writeFile(path.join(source, 'uploads', 'references', 'bild.webp'), 'Bilddaten');
    const running = await startBuiltPortal({ DATA_DIR: source });
    try {
      expect(await runBuiltCli(['backup', backup], { DATA_DIR: source })).toContain('Sicherung vom laufenden Portal erhalten.');
    } finally {
      await running.stop();
    }
    sourceAccounts = await accountsIn({ dataDir: source });
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('restores into a new DATA_DIR, where the portal then starts with the accounts and files of the backup', async () => {
    const target = path.join(folder, 'neu', 'daten');
    expect(await runBuiltCli(['restore', backup], { DATA_DIR: target })).toContain(
      `Das Portal kann mit DATA_DIR=${target} gestartet werden.`,
    );
    expect(await accountsIn({ dataDir: target })).toEqual(sourceAccounts);
    expect(await readFile(path.join(target, 'uploads', 'references', 'bild.webp'), 'utf8')).toBe('Bilddaten');

    const portal = await startBuiltPortal({ DATA_DIR: target });
    try {
      expect((await fetch(`${portal.url}/readyz`)).status).toBe(200);
      const signIn = await fetch(`${portal.url}/check-login`, { method: 'POST', body: new URLSearchParams(demoCustomer) });
      expect(signIn.status).toBe(200);
    } finally {
      await portal.stop();
    }
    // A second restore would overwrite the installation: refused.
    await expect(runBuiltCli(['restore', backup], { DATA_DIR: target })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('nicht leer'),
    });
  });

  const onPostgres = postgresServer ? it : it.skip;
  if (!postgresServer)
    console.info('TEST_DATABASE_URL nicht gesetzt: die Wiederherstellung in eine leere PostgreSQL-Datenbank wird nicht geprüft.');
  onPostgres('restores into an empty PostgreSQL database (DATABASE_URL)', async () => {
    const server = postgresServer as string;
    const name = newTestDatabaseName();
    await withAdminClient(server, (client) => client.query(`CREATE DATABASE "${name}"`));
    try {
      const target = { dataDir: path.join(folder, 'postgres'), databaseUrl: databaseUrl(server, name) };
      expect(await runBuiltCli(['restore', backup], { DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl })).toContain(
        'Das Portal kann mit dieser DATABASE_URL gestartet werden.',
      );
      expect(await accountsIn(target)).toEqual(sourceAccounts);
      expect(existsSync(path.join(target.dataDir, 'uploads', 'references', 'bild.webp'))).toBe(true);
    } finally {
      await withAdminClient(server, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    }
  });
});
