import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { wrapPGlite } from '../database.js';
import { migrateToLatest } from '../migrate.js';
import { openPGlite } from '../pglite.js';
import { migrationHash } from './migration-hash.js';

/**
 * A migrated, empty PGlite data folder as a tarball, cached in the temp folder under the
 * migrations' hash: initdb takes seconds, loading the dump a fraction of that.
 */
export async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `bfsm-pglite-template-${migrationHash()}.tar`);
  const cached = await readFile(file).catch(() => null);
  if (cached) return new Blob([cached]);

  const pglite = await openPGlite({});
  const handle = wrapPGlite(pglite);
  try {
    await migrateToLatest(handle.db);
    // Written out in full, so that a loaded copy starts without replaying the log.
    await pglite.query('CHECKPOINT');
    const dump = await pglite.dumpDataDir('none');
    const bytes = Buffer.from(await dump.arrayBuffer());
    // Written aside and renamed, so a parallel test process never reads half a file.
    const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    return new Blob([bytes]);
  } finally {
    await handle.close();
  }
}
