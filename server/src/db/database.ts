import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { ChangeListener, ChangeListenerHandlers } from './change-listener.js';
import { lockEmbeddedDatabase } from './embedded-lock.js';
import { unpackTemplateIntoFreshDataDir } from './embedded-template.js';
import { openPGlite } from './pglite.js';
import { listenOnPostgres } from './postgres-listener.js';
import type { Database } from './schema.js';
import { parseDate, parseInt8, typeOids } from './type-parsers.js';
import { WriteWatch } from './write-watch.js';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** The connection pool's use right now; only PostgreSQL has a pool (PGlite is one in-process connection). */
  poolUse?(): PoolUse;
  /** Counts the statements through `db` that may write (for the session cache, decision 026). */
  writes: WriteWatch;
  /** LISTEN on a channel: PostgreSQL on a connection of its own, PGlite in-process. */
  listen(channel: string, handlers: ChangeListenerHandlers): Promise<ChangeListener>;
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
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  onIdleError: IdleErrorHandler;
  /**
   * The migrated template a fresh embedded database starts from; the build's own by default.
   * `false`: a fresh one starts without any table (initdb), for a restore that builds its own schema.
   */
  embeddedTemplate?: string | false;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.onIdleError);
  const dataDir = path.join(options.dataDir, 'pgdata');
  await mkdir(dataDir, { recursive: true });
  const release = await lockEmbeddedDatabase(dataDir);
  try {
    await unpackTemplateIntoFreshDataDir(dataDir, options.embeddedTemplate);
    return wrapPGlite(await openPGlite({ dataDir }), release);
  } catch (error) {
    await release();
    throw error;
  }
}

export function openPostgres(connectionString: string, poolSize: number, onIdleError: IdleErrorHandler): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize, types: { getTypeParser: typeParser } });
  // Without a listener the error of an idle connection would crash the process.
  pool.on('error', onIdleError);
  // A connection that breaks while it is lent out (the server gone mid-query) fails its query,
  // which the error handler answers with 503, and also emits 'error' on the client, where the
  // pool listens only while the client is idle: unheard, that event would end the process.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const writes = new WriteWatch();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [writes] });
  const listeners = new Set<ChangeListener>();
  return {
    db,
    kind: 'postgres',
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize }),
    writes,
    async listen(channel, handlers) {
      const listener = await listenOnPostgres(connectionString, channel, handlers);
      listeners.add(listener);
      return { close: async () => (listeners.delete(listener), listener.close()) };
    },
    async close() {
      await Promise.all([...listeners].map((listener) => listener.close()));
      await db.destroy();
    },
  };
}

/** `afterClose`: what the handle's close does once PGlite is closed (the data folder's lock let go). */
export function wrapPGlite(pglite: Awaited<ReturnType<typeof openPGlite>>, afterClose?: () => Promise<void>): DatabaseHandle {
  const writes = new WriteWatch();
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }), plugins: [writes] });
  return {
    db,
    kind: 'pglite',
    writes,
    async listen(channel, handlers) {
      // One in-process connection: it hears its own notifications as each statement returns, and it is never down.
      const unlisten = await pglite.listen(channel, (payload) => handlers.message(payload));
      handlers.listening(true);
      return { close: async () => (pglite.closed ? undefined : unlisten()) };
    },
    async close() {
      await db.destroy();
      // destroy() leaves PGlite open when Kysely never ran a query; an open PGlite keeps Node alive.
      if (!pglite.closed) await pglite.close();
      await afterClose?.();
    },
  };
}

// The pool gets its own parsers so that the process-wide defaults of pg stay untouched.
const typeParser = ((oid: number, format?: 'text' | 'binary') => {
  if (oid === typeOids.int8) return parseInt8;
  if (oid === typeOids.date) return parseDate;
  return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
}) as typeof pg.types.getTypeParser;
