import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';

/**
 * A migrated, empty embedded database, dumped at build time beside the compiled server
 * (`dist/pglite-template.tar.gz`). The first start on a fresh machine unpacks it instead of
 * running initdb and every migration, which took most of that start (decision 026).
 */
export const embeddedTemplateFile = path.resolve(import.meta.dirname, '../pglite-template.tar.gz');

/**
 * Unpacks the template into `dataDir` when that folder holds no database yet and the build shipped
 * one; answers whether it did (otherwise PGlite runs initdb). `false` asks for a database without
 * any table, as a restore needs.
 *
 * Unpacked here onto the disk, not handed to PGlite as a tar: PGlite would read the 42 MB tar
 * through its WebAssembly heap, which never shrinks, and the first start would idle about 120 MB
 * above every later one (decision 059). The files go to a folder beside `dataDir` that is renamed
 * into place when complete, so that a start killed half-way leaves no half a database behind.
 */
export async function unpackTemplateIntoFreshDataDir(dataDir: string, file: string | false = embeddedTemplateFile): Promise<boolean> {
  if (file === false || existsSync(path.join(dataDir, 'PG_VERSION')) || !existsSync(file)) return false;
  const unpacking = `${dataDir}.unpacking`;
  await rm(unpacking, { recursive: true, force: true });
  await mkdir(unpacking, { recursive: true, mode: 0o700 });
  const extract = tar.extract();
  const read = pipeline(createReadStream(file), createGunzip(), extract);
  for await (const entry of extract) {
    const target = path.join(unpacking, path.normalize(`/${entry.header.name}`));
    if (entry.header.type === 'directory') {
      await mkdir(target, { recursive: true, mode: entry.header.mode ?? 0o700 });
      entry.resume();
    } else if (entry.header.type === 'file') {
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await pipeline(entry, createWriteStream(target, { mode: entry.header.mode ?? 0o600 }));
    } else {
      throw new Error(`Unerwarteter Eintrag ${entry.header.name} (${entry.header.type}) in ${file}`);
    }
  }
  await read;
  // openDatabase created dataDir empty; an empty folder gives way to the unpacked one.
  if (existsSync(dataDir)) await rmdir(dataDir);
  await rename(unpacking, dataDir);
  return true;
}
