import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { DatabaseHandle } from '../db/database.js';
import { readSnapshot } from '../db/copy/read-snapshot.js';
import { archivePaths, type BackupManifest } from './backup-manifest.js';
import { listFiles } from './uploads-directory.js';

/**
 * Writes a backup of a running installation to `output`, as a gzipped tar: manifest.json, then
 * one file of JSON lines per table (database/<table>.ndjson, in load order), then the uploaded
 * files (uploads/…). The tables are one consistent snapshot; the files are read after it, so
 * every file a row of the snapshot names is there unless it was deleted in the meantime.
 */
export async function writeBackup(database: DatabaseHandle, uploadsDir: string, output: Writable): Promise<BackupManifest> {
  // The table files are written aside first: a tar entry must know its size before its content.
  const work = await mkdtemp(path.join(os.tmpdir(), 'bfsm-backup-'));
  try {
    const tables: BackupManifest['tables'] = [];
    const { migrations } = await readSnapshot(database.db, async ({ table, sequences, batches }) => {
      const file = createWriteStream(path.join(work, `${tables.length}.ndjson`));
      let rows = 0;
      for await (const batch of batches) {
        for (const row of batch) if (!file.write(`${JSON.stringify(row)}\n`)) await once(file, 'drain');
        rows += batch.length;
      }
      file.end();
      await once(file, 'close');
      tables.push({ name: table.name, columns: table.columns.map((column) => column.name), rows, sequences });
    });

    const uploads = await openUploads(uploadsDir);
    const manifest: BackupManifest = {
      format: 'bfsm-portal-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: database.kind,
      migrations,
      tables,
      uploads: { files: uploads.length, bytes: uploads.reduce((sum, upload) => sum + upload.size, 0) },
    };

    const pack = tar.pack();
    const written = pipeline(pack, createGzip(), output);
    try {
      await addEntry(pack, archivePaths.manifest, Buffer.from(JSON.stringify(manifest, null, 2)));
      for (const [index, table] of tables.entries()) {
        const handle = await open(path.join(work, `${index}.ndjson`));
        try {
          await addFile(pack, archivePaths.table(table.name), handle);
        } finally {
          await handle.close();
        }
      }
      for (const upload of uploads) await addFile(pack, `${archivePaths.uploadsPrefix}${upload.name}`, upload.handle, upload.mtime);
      pack.finalize();
    } catch (error) {
      pack.destroy(error as Error);
      throw error;
    } finally {
      await Promise.all(uploads.map((upload) => upload.handle.close().catch(() => undefined)));
      await written.catch(() => undefined);
    }
    await written;
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

type FileHandle = Awaited<ReturnType<typeof open>>;

/** Opened at once, so that a file replaced or deleted while the archive is written is still read as it was. */
async function openUploads(directory: string): Promise<Array<{ name: string; handle: FileHandle; size: number; mtime: Date }>> {
  const uploads = [];
  for (const name of await listFiles(directory)) {
    const handle = await open(path.join(directory, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (!handle) continue;
    const stats = await handle.stat();
    uploads.push({ name, handle, size: stats.size, mtime: stats.mtime });
  }
  return uploads;
}

function addEntry(pack: tar.Pack, name: string, content: Buffer): Promise<void> {
  return new Promise((resolve, reject) =>
    pack.entry({ name, size: content.length, mode: 0o644 }, content, (error) => (error ? reject(error) : resolve())),
  );
}

async function addFile(pack: tar.Pack, name: string, handle: FileHandle, mtime?: Date): Promise<void> {
  const { size } = await handle.stat();
  const entry = pack.entry({ name, size, mode: 0o644, ...(mtime ? { mtime } : {}) });
  await pipeline(handle.createReadStream({ start: 0, autoClose: false }), entry);
}
