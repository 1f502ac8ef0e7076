import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrations } from './migrations/index.js';
import type { Database } from './schema.js';

/** Any fixed number; it names the lock that every instance takes before migrating. */
const migrationLockKey = 4_287_301_517;

/** Runs all pending migrations under a PostgreSQL advisory lock (several instances may start at once). */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  await migrateUpTo(db, undefined);
}

/** The names of every migration this code knows, in order. */
export const migrationNames: readonly string[] = Object.keys(migrations);

/**
 * Runs the pending migrations up to and including `last` (every one when undefined), so that a
 * restore can build the schema a backup was taken with before it loads the backup's rows.
 */
export async function migrateUpTo(db: Kysely<Database>, last: string | undefined): Promise<void> {
  // A session-level lock needs one connection for lock, migrations and unlock alike.
  await db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${migrationLockKey})`.execute(connection);
    try {
      const migrator = new Migrator({ db: connection, provider: { getMigrations: async () => ({ ...migrations }) } });
      const { error, results } = last === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(last);
      if (error) {
        const failed = results?.find((result) => result.status === 'Error')?.migrationName;
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`Database migration ${failed ?? '(setup)'} failed: ${reason}`, { cause: error });
      }
    } finally {
      await sql`SELECT pg_advisory_unlock(${migrationLockKey})`.execute(connection);
    }
  });
}
