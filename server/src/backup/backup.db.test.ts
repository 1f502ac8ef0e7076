import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { seedDemoData } from '../cli/demo-data.js';
import { demoHistorySize } from '../cli/demo-history.js';
import type { DatabaseHandle } from '../db/database.js';
import { readCatalog } from '../db/copy/table-catalog.js';
import { tableContents } from '../db/copy/test-support/table-contents.js';
import { createEmptyDatabase, type EmptyDatabase } from '../db/test-support/empty-database.js';
import { createDevice, createUser, defaultPassword } from '../factories/index.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';
import { restoreBackup } from './restore-backup.js';
import { verifyBackup } from './verify-backup.js';
import { writeBackup } from './write-backup.js';
import { listFiles } from './uploads-directory.js';

// A new embedded data folder takes its initdb: several seconds on a busy machine.
jest.setTimeout(120_000);

describe('backup and restore of a running installation', () => {
  let t: TestApp;
  let folder: string;
  let uploads: string;
  const demoAccounts: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    folder = await mkdtemp(path.join(os.tmpdir(), 'bfsm-backup-test-'));
    uploads = path.join(folder, 'uploads');
    await mkdir(path.join(uploads, 'references', '2026'), { recursive: true });
    await writeFile(path.join(uploads, 'references', '2026', 'teaser.webp'), Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 255]));
    await writeFile(path.join(uploads, 'logo.png'), 'kein echtes PNG, aber Bytes');
    demoAccounts.push(...(await seedDemoData(t.db)).map((account) => account.email));
  });
  afterAll(async () => {
    await t.close();
    await rm(folder, { recursive: true, force: true });
  });

  /** Backs up the test app's database and uploads into a file, and checks the file. */
  async function backUp(file: string) {
    await writeBackup(t.database, uploads, createWriteStream(file));
    return verifyBackup(createReadStream(file));
  }

  /** Restores a backup into a new, empty database of the same kind and a new uploads folder. */
  async function restoreElsewhere(file: string, work: (restored: DatabaseHandle, uploadsDir: string) => Promise<void>) {
    const empty: EmptyDatabase = await createEmptyDatabase();
    const restored = await empty.open();
    const restoredUploads = path.join(folder, `restored-${path.basename(file)}`);
    try {
      await restoreBackup(createReadStream(file), restored, restoredUploads);
      await work(restored, restoredUploads);
    } finally {
      await restored.close();
      await empty.remove();
    }
  }

  it('backs up while it serves requests, and the restored copy holds every table and file exactly', async () => {
    const file = path.join(folder, 'waehrend-anfragen.tar.gz');
    const before = await tableContents(t.db);
    const requests = ['/webapi/menuinfo', '/webapi/pages/impressum', '/readyz', '/webapi/openapi.json', '/metrics'];
    const [manifest, answers] = await Promise.all([
      backUp(file),
      Promise.all(requests.flatMap((url) => [url, url, url]).map((url) => t.app.inject(url))),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect(await tableContents(t.db)).toEqual(before);
    // The demo accounts that sign in, and the registration still waiting for its confirmation.
    expect(manifest.tables.find((table) => table.name === 'users')?.rows).toBe(demoAccounts.length + 1 + demoHistorySize.accounts);
    expect(manifest.uploads).toEqual({ files: 2, bytes: 8 + 27 });

    await restoreElsewhere(file, async (restored, restoredUploads) => {
      expect(await tableContents(restored.db)).toEqual(before);
      expect(await listFiles(restoredUploads)).toEqual(['logo.png', 'references/2026/teaser.webp']);
      expect(await readFile(path.join(restoredUploads, 'references', '2026', 'teaser.webp'))).toEqual(
        await readFile(path.join(uploads, 'references', '2026', 'teaser.webp')),
      );
    });
  });

  it('takes one consistent moment while requests write, and the copy works as a portal', async () => {
    const file = path.join(folder, 'waehrend-schreibzugriffen.tar.gz');
    const usersBefore = (await tableContents(t.db)).users?.length ?? 0;
    const writers = Array.from({ length: 6 }, async (_unused, index) => {
      await signIn(t.app, demoAccounts[index % demoAccounts.length] as string, defaultPassword);
      const user = await createUser(t.db, { kind: 'classic', email: `nebenher-${index}@backup.test` });
      await createDevice(t.db, { user });
    });
    await Promise.all([backUp(file), ...writers]);
    const usersAfter = (await tableContents(t.db)).users?.length ?? 0;

    await restoreElsewhere(file, async (restored) => {
      const users = (await tableContents(restored.db)).users?.length ?? 0;
      expect(users).toBeGreaterThanOrEqual(usersBefore);
      expect(users).toBeLessThanOrEqual(usersAfter);
      // Rows are loaded with their foreign keys checked: a snapshot of two moments would not load.
      expect((await readCatalog(restored.db)).map((table) => table.name)).toEqual((await readCatalog(t.db)).map((table) => table.name));
      // The sequences were carried over: a new row gets a new id instead of colliding with a copied one.
      await expect(createUser(restored.db, { kind: 'classic', email: 'nach-der-wiederherstellung@backup.test' })).resolves.toMatchObject({
        email: 'nach-der-wiederherstellung@backup.test',
      });
    });
  });

  it('refuses to restore into a database that is not empty', async () => {
    const file = path.join(folder, 'nicht-leer.tar.gz');
    await backUp(file);
    await expect(restoreBackup(createReadStream(file), t.database, path.join(folder, 'egal'))).rejects.toThrow(
      'Die Zieldatenbank ist nicht leer',
    );
  });

  it('refuses a file that is not a backup', async () => {
    const file = path.join(folder, 'keine-sicherung.tar.gz');
    await writeFile(file, 'Hallo');
    await expect(verifyBackup(createReadStream(file))).rejects.toThrow();
  });
});
