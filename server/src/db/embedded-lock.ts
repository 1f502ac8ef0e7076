import { readFile, rm, writeFile } from 'node:fs/promises';

/** The folders this process holds: a second open in the same process is refused like one from another. */
const heldHere = new Set<string>();

/**
 * The embedded database belongs to one process: PGlite has no shared memory or locks between
 * processes, so a second portal (or `npm run admin:create`) opening the same folder while the
 * first runs would write over it. A lock file beside the data folder (`pgdata.lock`, holding the
 * process id) keeps a second one out; a lock whose process is gone (kill -9, a crash, a reboot) is
 * taken over. Resolves with the release.
 *
 * Two processes that both find a stale lock in the same instant could both take it; starting two
 * portals on one folder after a crash at the very same moment is the one case this does not cover.
 */
export async function lockEmbeddedDatabase(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = `${dataDir}.lock`;
  if (heldHere.has(lockFile)) throw new EmbeddedDatabaseInUse(dataDir, process.pid);
  try {
    await writeFile(lockFile, `${process.pid}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10);
    // The own id in the file is left from an earlier life of this id (a container's process 1).
    if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) throw new EmbeddedDatabaseInUse(dataDir, holder);
    await writeFile(lockFile, `${process.pid}\n`, { mode: 0o600 });
  }
  heldHere.add(lockFile);
  return async () => {
    heldHere.delete(lockFile);
    await rm(lockFile, { force: true });
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class EmbeddedDatabaseInUse extends Error {
  constructor(dataDir: string, holder: number) {
    super(
      `Die eingebettete Datenbank in ${dataDir} wird schon von einem laufenden Portal oder Befehl benutzt (Prozess ${holder}). ` +
        'Sie gehört einem einzigen Prozess: bitte jenen beenden, einen anderen DATA_DIR angeben oder für mehrere Instanzen PostgreSQL (DATABASE_URL) verwenden.',
    );
    this.name = 'EmbeddedDatabaseInUse';
  }
}
