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
  const pglite = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: pgliteExtensions,
    parsers: { [typeOids.int8]: parseInt8, [typeOids.date]: parseDate },
  });
  await pglite.waitReady;
  return pglite;
}
