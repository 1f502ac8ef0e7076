import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import type { TextRow } from '../db/copy/read-snapshot.js';
import { archivePaths, backupManifest, type BackupManifest } from './backup-manifest.js';

/** One file of the archive: its header, and its content to read. */
export type BackupEntry = tar.ExtractEvents['entry'][1];

export interface OpenedBackup {
  manifest: BackupManifest;
  /** The entries after the manifest, in archive order; consume each before taking the next. */
  entries: AsyncIterator<BackupEntry>;
  /** Settles once the whole archive has been read. */
  finished: Promise<void>;
}

/** Opens a backup archive and reads and checks its manifest, the first entry. */
export async function openBackup(input: Readable): Promise<OpenedBackup> {
  const extract = tar.extract();
  const finished = pipeline(input, createGunzip(), extract);
  // A broken archive surfaces through the entries; this keeps the rejection from going unhandled meanwhile.
  finished.catch(() => undefined);
  const entries = extract[Symbol.asyncIterator]();
  const first = await entries.next();
  if (first.done || first.value.header.name !== archivePaths.manifest)
    throw new Error('Das ist keine Sicherung des Portals: manifest.json fehlt am Anfang.');
  const parsed = backupManifest.safeParse(JSON.parse((await readAll(first.value)).toString('utf8')));
  if (!parsed.success) throw new Error(`Das ist keine Sicherung dieses Formats: ${parsed.error.issues[0]?.message ?? ''}`);
  return { manifest: parsed.data, entries, finished };
}

/** The rows of one table entry, a batch at a time. */
export async function* rowBatchesOf(entry: BackupEntry, batchSize: number): AsyncGenerator<TextRow[]> {
  let batch: TextRow[] = [];
  for await (const line of createInterface({ input: Readable.from(entry), crlfDelay: Infinity })) {
    if (!line) continue;
    batch.push(JSON.parse(line) as TextRow);
    if (batch.length >= batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** The table an entry holds, or undefined for another entry. */
export function tableOfEntry(name: string): string | undefined {
  return /^database\/(.+)\.ndjson$/.exec(name)?.[1];
}

/** Reads an entry to its end; the archive goes on only then. */
export async function readAll(entry: BackupEntry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of entry) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
