import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { backupSocketPath, fetchBackupFromPortal, isPortalRunning, serveBackups } from './backup-socket.js';

const quiet = { info: () => undefined, error: () => undefined };

/** Collects what the portal sends. */
function collector() {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  return { stream, text: () => Buffer.concat(chunks).toString() };
}

describe('the backup socket of a running portal', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bfsm-socket-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('hands out what the portal writes, and says when no portal listens', async () => {
    const socketPath = backupSocketPath(dataDir);
    expect(await isPortalRunning(socketPath)).toBe(false);
    expect(await fetchBackupFromPortal(socketPath, collector().stream)).toBe('not-running');

    const portal = await serveBackups({ socketPath, writeBackup: async (output) => void output.end('die Sicherung'), log: quiet });
    try {
      expect(await isPortalRunning(socketPath)).toBe(true);
      const received = collector();
      expect(await fetchBackupFromPortal(socketPath, received.stream)).toBe('done');
      expect(received.text()).toBe('die Sicherung');
    } finally {
      await portal.close();
    }
    expect(await isPortalRunning(socketPath)).toBe(false);
  });

  it('cuts the answer off when the backup fails halfway, so that no short archive passes as complete', async () => {
    const socketPath = backupSocketPath(dataDir);
    const logged: unknown[] = [];
    const portal = await serveBackups({
      socketPath,
      async writeBackup(output) {
        output.write('der Anfang');
        await new Promise((resolve) => setImmediate(resolve));
        throw new Error('Datenbank weg');
      },
      log: { info: () => undefined, error: (details: unknown) => void logged.push(details) },
    });
    try {
      await expect(fetchBackupFromPortal(socketPath, new PassThrough().resume())).rejects.toThrow('Die Sicherung wurde abgebrochen');
      expect(logged).toHaveLength(1);
    } finally {
      await portal.close();
    }
  });
});
