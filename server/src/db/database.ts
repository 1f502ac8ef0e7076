import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { openPGlite } from './pglite.js';
import type { Database } from './schema.js';
import { parseDate, parseInt8, typeOids } from './type-parsers.js';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** The connection pool's use right now; only PostgreSQL has a pool (PGlite is one in-process connection). */
  poolUse?(): PoolUse;
  close(): Promise<void>;
}

/**
 * Told when a pooled connection fails while idle (server restart, failover, a terminated backend).
 * The pool replaces the connection on demand, so it is no reason to stop, but one to log.
 */
export type IdleErrorHandler = (error: Error) => void;

export interface PoolUse {
  /** Connections open, idle among them, callers waiting for one, and the most the pool opens. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** databaseUrl set: a pg pool against it. Unset: PGlite persisted in `${dataDir}/pgdata`. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string; poolSize?: number; onIdleError: IdleErrorHandler }): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.onIdleError);
  const dataDir = path.join(options.dataDir, 'pgdata');
  await mkdir(dataDir, { recursive: true });
  return wrapPGlite(await openPGlite({ dataDir }));
}

export function openPostgres(connectionString: string, poolSize: number, onIdleError: IdleErrorHandler): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize, types: { getTypeParser: typeParser } });
  // Without a listener the error of an idle connection would crash the process.
  pool.on('error', onIdleError);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize }),
    close: () => db.destroy(),
  };
}

export function wrapPGlite(pglite: Awaited<ReturnType<typeof openPGlite>>): DatabaseHandle {
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  return {
    db,
    kind: 'pglite',
    async close() {
      await db.destroy();
      // destroy() leaves PGlite open when Kysely never ran a query; an open PGlite keeps Node alive.
      if (!pglite.closed) await pglite.close();
    },
  };
}

// The pool gets its own parsers so that the process-wide defaults of pg stay untouched.
const typeParser = ((oid: number, format?: 'text' | 'binary') => {
  if (oid === typeOids.int8) return parseInt8;
  if (oid === typeOids.date) return parseDate;
  return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
}) as typeof pg.types.getTypeParser;
