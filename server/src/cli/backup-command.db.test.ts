import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { backupSocketPath, serveBackups } from '../backup/backup-socket.js';
import { uploadsDirectory } from '../backup/uploads-directory.js';
import { writeBackup } from '../backup/write-backup.js';
import type { DatabaseHandle } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { tableContents } from '../db/copy/test-support/table-contents.js';
import { testDatabaseServer } from '../db/test-support/test-database-server.js';
import { backupInstallation } from './backup-command.js';
import { seedDemoData } from './demo-data.js';
import { restoreInstallation } from './restore-command.js';
import { createTestInstallation, type TestInstallation } from './test-support/installation.js';

// A new embedded data folder takes its initdb: several seconds on a busy machine.
jest.setTimeout(120_000);

describe('npm run backup and npm run restore', () => {
  let source: TestInstallation;
  let database: DatabaseHandle;
  let files: string;
  const printed: string[] = [];
  const print = (line: string) => void printed.push(line);

  beforeAll(async () => {
    files = await mkdtemp(path.join(os.tmpdir(), 'bfsm-backups-'));
    source = await createTestInstallation();
    database = await source.open();
    await migrateToLatest(database.db);
    await seedDemoData(database.db);
    await mkdir(path.join(uploadsDirectory(source.dataDir), 'references'), { recursive: true });
    await writeFile(path.join(uploadsDirectory(source.dataDir), 'references', 'bild.webp'), 'Bilddaten');
  });
  afterAll(async () => {
    await database.close();
    await source.remove();
    await rm(files, { recursive: true, force: true });
  });

  it('backs up the running installation and restores it into an empty one, every table and file alike', async () => {
    // A running portal with the embedded database hands out its backup through the socket (server.ts).
    const socket =
      database.kind === 'pglite'
        ? await serveBackups({
            socketPath: backupSocketPath(source.dataDir),
            writeBackup: (output) => writeBackup(database, uploadsDirectory(source.dataDir), output),
            log: { info: () => undefined, error: () => undefined },
          })
        : undefined;
    const file = path.join(files, 'portal.tar.gz');
    try {
      await backupInstallation(source.config, file, print);
    } finally {
      await socket?.close();
    }
    if (socket) expect(printed).toContain('Sicherung vom laufenden Portal erhalten.');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(printed.at(-1)).toMatch(
      /^Sicherung .*portal\.tar\.gz geschrieben und geprüft: \d+ Tabellen, \d+ Zeilen, 1 hochgeladene Dateien\.$/,
    );

    const target = await createTestInstallation();
    try {
      // A damaged file fails halfway; what the attempt created is removed, so the next one can start afresh.
      const damaged = path.join(files, 'beschaedigt.tar.gz');
      const whole = await readFile(file);
      await writeFile(damaged, whole.subarray(0, Math.floor(whole.length * 0.8)));
      await expect(restoreInstallation(target.config, damaged, print)).rejects.toThrow();

      await restoreInstallation(target.config, file, print);
      const restored = await target.open();
      try {
        expect(await tableContents(restored.db)).toEqual(await tableContents(database.db));
      } finally {
        await restored.close();
      }
      expect(await readFile(path.join(uploadsDirectory(target.dataDir), 'references', 'bild.webp'), 'utf8')).toBe('Bilddaten');

      await expect(restoreInstallation(target.config, file, print)).rejects.toThrow(/nicht leer|schon eine Datenbank/);
    } finally {
      await target.remove();
    }
  });

  it('refuses to overwrite a file and leaves no half-written one when the backup fails', async () => {
    const existing = path.join(files, 'schon-da.tar.gz');
    await writeFile(existing, 'alt');
    await expect(backupInstallation(source.config, existing, print)).rejects.toThrow('gibt es schon');
    expect(await readFile(existing, 'utf8')).toBe('alt');

    const nowhere = await createTestInstallation();
    try {
      const config = { ...nowhere.config, databaseUrl: undefined };
      await expect(backupInstallation(config, path.join(files, 'leer.tar.gz'), print)).rejects.toThrow('keine Installation');
      await expect(readFile(path.join(files, 'leer.tar.gz.partial'))).rejects.toThrow();
    } finally {
      await nowhere.remove();
    }
  });

  // Only the embedded database belongs to one process; PostgreSQL is always backed up by connecting to it.
  const embeddedOnly = testDatabaseServer() ? it.skip : it;
  embeddedOnly('backs up a stopped embedded installation by opening its data folder', async () => {
    await database.close();
    try {
      const manifest = await backupInstallation(source.config, path.join(files, 'gestoppt.tar.gz'), print);
      expect(manifest.tables.find((table) => table.name === 'users')?.rows).toBeGreaterThan(0);
    } finally {
      database = await source.open();
    }
  });
});
