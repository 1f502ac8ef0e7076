import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { parseDate, parseInt8, typeOids } from './type-parsers.js';

/** PGlite forgets its extensions between opens: every open must pass them again. */
export const pgliteExtensions = { pg_trgm };

/**
 * Opens an embedded PostgreSQL: persisted in dataDir, or in memory (from a dumped data folder
 * when loadDataDir is given).
 */
export async function openPGlite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PGlite> {
  // V8 compiles WebAssembly with its baseline compiler (Liftoff) and recompiles the busy functions
  // with its optimizing one (TurboFan); for PostgreSQL's code that second copy and its compiler
  // cost about 50 MB of the process at idle and more under load, and the portal's queries ran no
  // slower without it (decision 059). Set before PGlite compiles its module; the server has no
  // other WebAssembly (argon2 and sharp are native).
  setFlagsFromString('--liftoff-only');
  const pglite = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: pgliteExtensions,
    // PostgreSQL's default page cache of 128 MB lives in PGlite's WebAssembly heap, inside the portal's
    // process, and that heap never shrinks; with 8 MB the data files below are read from the
    // operating system's cache, the process idles about 150 MB lower and answers as fast (decision 059).
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB'],
    parsers: { [typeOids.int8]: parseInt8, [typeOids.date]: parseDate },
  });
  await pglite.waitReady;
  return pglite;
}
