import { rename, writeFile } from 'node:fs/promises';
import { wrapPGlite } from './database.js';
import { embeddedTemplateFile } from './embedded-template.js';
import { migrateToLatest } from './migrate.js';
import { openPGlite } from './pglite.js';

/** Builds the template: PGlite in memory, every migration, a checkpoint, the data folder as a gzip tarball. */
async function writeEmbeddedTemplate(file = embeddedTemplateFile): Promise<void> {
  const pglite = await openPGlite({});
  const handle = wrapPGlite(pglite);
  try {
    await migrateToLatest(handle.db);
    // Written out in full, so that the unpacked copy starts without replaying the log.
    await pglite.query('CHECKPOINT');
    const dump = await pglite.dumpDataDir('gzip');
    const partial = `${file}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await handle.close();
  }
}

/** Build step (npm run build): the migrated template of the embedded database, see embedded-template.ts. */
const started = performance.now();
await writeEmbeddedTemplate();
console.log(`embedded database template: ${embeddedTemplateFile} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
