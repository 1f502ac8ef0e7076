import { PassThrough, type Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { forEachUserListBatch, type UserListView } from './admin-user-list.js';
import { byteOrderMark, userCsvHeader, userCsvLine } from './user-csv.js';

/**
 * The CSV of a whole view of the user list as a stream (decision 022): rows are read batch by
 * batch from a database cursor and written as they come, waiting whenever the client reads
 * slower than the database answers, so the server's memory stays flat however many users there
 * are. A client that breaks off ends the query; a failing query breaks the download off.
 */
export function streamUserExport(db: Kysely<Database>, view: UserListView): Readable {
  const output = new PassThrough();
  // Resolves when the reader wants more, or when it is gone (then the next write gives up).
  const readerReady = () =>
    new Promise<void>((resolve) => {
      const ready = () => {
        output.off('drain', ready).off('close', ready);
        resolve();
      };
      output.on('drain', ready).on('close', ready);
    });
  const write = async (text: string) => {
    if (output.destroyed) throw new Error('Download abgebrochen');
    if (!output.write(text)) await readerReady();
  };
  void (async () => {
    await write(byteOrderMark + userCsvHeader);
    await forEachUserListBatch(db, view, (rows) => write(rows.map(userCsvLine).join('')));
    output.end();
  })().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}
