import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../database.js';
import type { Database } from '../schema.js';

/**
 * The database to read a consistent snapshot from. PostgreSQL: the database itself (its
 * REPEATABLE READ transaction is the snapshot). PGlite: a copy of its data folder taken between
 * two queries, because its single connection is shared by every request, whose writes would
 * otherwise land inside the long read transaction; the live instance waits only while the
 * folder is copied.
 */
export async function withSnapshotSource<T>(database: DatabaseHandle, read: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  if (!database.snapshot) return read(database.db);
  const copy = await database.snapshot();
  try {
    return await read(copy.db);
  } finally {
    await copy.close();
  }
}
