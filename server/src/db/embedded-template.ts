import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/**
 * A migrated, empty embedded database, dumped at build time beside the compiled server
 * (`dist/pglite-template.tar.gz`). The first start on a fresh machine unpacks it instead of
 * running initdb and every migration, which took most of that start (decision 026).
 */
export const embeddedTemplateFile = path.resolve(import.meta.dirname, '../pglite-template.tar.gz');

/**
 * The template, when the data folder is still empty and the build shipped one; else undefined
 * (PGlite runs initdb). `false` asks for a database without any table, as a restore needs.
 */
export async function templateForFreshDataDir(dataDir: string, file: string | false = embeddedTemplateFile): Promise<Blob | undefined> {
  if (file === false || existsSync(path.join(dataDir, 'PG_VERSION')) || !existsSync(file)) return undefined;
  // Unpacked here by Node's native zlib: handed the gzip file itself, PGlite takes seconds longer to read it.
  return new Blob([gunzipSync(await readFile(file))]);
}
