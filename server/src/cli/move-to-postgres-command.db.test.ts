import { buildApp } from '../app.js';
import { backupSocketPath, serveBackups } from '../backup/backup-socket.js';
import { testConfig } from '../config/config.js';
import type { DatabaseHandle } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { tableContents } from '../db/copy/test-support/table-contents.js';
import { createEmptyDatabase, type EmptyDatabase } from '../db/test-support/empty-database.js';
import { testDatabaseServer } from '../db/test-support/test-database-server.js';
import { defaultPassword } from '../factories/index.js';
import { signIn } from '../test-support/test-app.js';
import { demoHistorySize } from './demo-history.js';
import { seedDemoData } from './demo-data.js';
import { moveToPostgres, withoutPassword } from './move-to-postgres-command.js';
import { createTestInstallation, type TestInstallation } from './test-support/installation.js';

// A new embedded data folder takes its initdb: several seconds on a busy machine.
jest.setTimeout(120_000);

// The move needs a PostgreSQL server to move to: it runs in the PostgreSQL pass of the database suites.
const withPostgres = testDatabaseServer() ? describe : describe.skip;

withPostgres('npm run db:move-to-postgres', () => {
  let embedded: TestInstallation;
  let target: EmptyDatabase;
  let demoEmails: string[];
  const printed: string[] = [];
  const print = (line: string) => void printed.push(line);

  beforeAll(async () => {
    embedded = await createTestInstallation('pglite');
    const database = await embedded.open();
    await migrateToLatest(database.db);
    demoEmails = (await seedDemoData(database.db)).map((account) => account.email);
    await database.close();
    target = await createEmptyDatabase();
  });
  afterAll(async () => {
    await embedded.remove();
    await target.remove();
  });

  it('refuses while the portal runs on the data folder', async () => {
    const portal = await serveBackups({
      socketPath: backupSocketPath(embedded.dataDir),
      writeBackup: async () => undefined,
      log: { info: () => undefined, error: () => undefined },
    });
    try {
      await expect(moveToPostgres(embedded.config, target.url as string, print)).rejects.toThrow('Das Portal läuft noch');
    } finally {
      await portal.close();
    }
  });

  it('copies the demo installation, checks every table, says what to set next, and the portal signs in on the copy', async () => {
    const copied = await moveToPostgres(embedded.config, target.url as string, print);
    // The demo accounts that sign in, the registration still waiting for its confirmation, and the
    // Übersicht's history accounts (without a password).
    expect(copied.find((table) => table.name === 'users')?.rows).toBe(demoEmails.length + 1 + demoHistorySize.accounts);
    expect(printed).toContain(`Zeilenzahlen geprüft: alle ${copied.length} Tabellen stimmen mit dem Original überein.`);
    expect(printed.some((line) => line.includes(`DATABASE_URL=${withoutPassword(target.url as string)}`))).toBe(true);

    const original = await embedded.open();
    const moved = await target.open();
    try {
      expect(await tableContents(moved.db)).toEqual(await tableContents(original.db));
    } finally {
      await original.close();
    }
    const app = await buildApp({
      config: testConfig({ DATABASE_URL: target.url as string }),
      database: moved as DatabaseHandle,
      log: false,
    });
    try {
      for (const email of demoEmails) await signIn(app, email, defaultPassword);
    } finally {
      await app.close();
      await moved.close();
    }
  });

  it('refuses a database that is not empty', async () => {
    await expect(moveToPostgres(embedded.config, target.url as string, print)).rejects.toThrow('ist nicht leer');
  });
});

describe('the database address in what the move prints', () => {
  it('hides the password', () => {
    expect(withoutPassword('postgres://portal:geheim@db.example.com:5432/portal')).toBe('postgres://portal:***@db.example.com:5432/portal');
    expect(withoutPassword('postgres://portal@db.example.com/portal')).toBe('postgres://portal@db.example.com/portal');
  });
});
