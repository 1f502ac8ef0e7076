import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { EmbeddedDatabaseInUse, lockEmbeddedDatabase } from './embedded-lock.js';

describe('the embedded database belongs to one process', () => {
  let folder: string;
  let dataDir: string;
  beforeEach(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'bfsm-embedded-lock-'));
    dataDir = path.join(folder, 'pgdata');
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('holds the folder until released, also against a second open in the same process', async () => {
    const release = await lockEmbeddedDatabase(dataDir);
    expect(await readFile(`${dataDir}.lock`, 'utf8')).toBe(`${process.pid}\n`);
    await expect(lockEmbeddedDatabase(dataDir)).rejects.toBeInstanceOf(EmbeddedDatabaseInUse);
    await release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    await (
      await lockEmbeddedDatabase(dataDir)
    )();
  });

  it('refuses a folder a living process holds, naming it', async () => {
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      await writeFile(`${dataDir}.lock`, `${holder.pid}\n`);
      await expect(lockEmbeddedDatabase(dataDir)).rejects.toThrow(
        `Die eingebettete Datenbank in ${dataDir} wird schon von einem laufenden Portal oder Befehl benutzt (Prozess ${holder.pid}).`,
      );
      expect(await readFile(`${dataDir}.lock`, 'utf8')).toBe(`${holder.pid}\n`);
    } finally {
      holder.kill('SIGKILL');
      await once(holder, 'exit');
    }
  });

  it('takes over the lock of a process that is gone (kill -9), and one left by its own process id', async () => {
    const gone = spawn(process.execPath, ['-e', '']);
    await once(gone, 'exit');
    await writeFile(`${dataDir}.lock`, `${gone.pid}\n`);
    const release = await lockEmbeddedDatabase(dataDir);
    expect(await readFile(`${dataDir}.lock`, 'utf8')).toBe(`${process.pid}\n`);
    await release();

    // A container's portal is process 1 in every life: its own id in the file is a former life's.
    await writeFile(`${dataDir}.lock`, `${process.pid}\n`);
    await (
      await lockEmbeddedDatabase(dataDir)
    )();
  });
});
