import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/database.js';
import type { ChangeListener } from '../db/change-listener.js';
import { sessionCacheChannel } from '../db/migrations/0018_session_cache_and_user_list_indexes.js';
import type { SessionCache } from './session-cache.js';

/** Longer than any notification takes on a live connection; past it the cache forgets everything instead. */
const barrierTimeoutMs = 2_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The write count when the request began (see `registerWriteEnd`). */
    writeCountAtStart: number;
  }
}

/**
 * Keeps the session cache in step with the database (decision 026). The database's triggers
 * notify every change; this instance LISTENs and applies them. Notifications arrive a moment
 * after the commit, so before a request reads the cache, `settle()` makes sure that every write
 * this process has seen finish is applied: it sends a notification of its own (a barrier) and
 * waits for it. PostgreSQL delivers notifications in commit order, so all earlier ones are
 * applied by then. Without writes in between, settle() costs nothing.
 */
export function createCacheCoherence(database: DatabaseHandle, cache: SessionCache) {
  const instance = randomBytes(6).toString('hex');
  const barrierPrefix = `b:${instance}:`;
  const waiting = new Map<string, () => void>();
  let barriers = 0;
  let caughtUpTo = database.writes.count;
  let pending: { startedAt: number; done: Promise<void> } | undefined;
  let listener: ChangeListener | undefined;

  async function barrier(): Promise<void> {
    const payload = `${barrierPrefix}${++barriers}`;
    const arrived = new Promise<void>((resolve) => waiting.set(payload, resolve));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), barrierTimeoutMs)));
    try {
      await sql`SELECT pg_notify(${sessionCacheChannel}, ${payload})`.execute(database.db);
      // Lost notifications would leave stale entries: forget them all rather than guess.
      if ((await Promise.race([arrived, late])) === 'late') cache.clear();
    } finally {
      clearTimeout(timer);
      waiting.delete(payload);
    }
  }

  return {
    async start(): Promise<void> {
      listener = await database.listen(sessionCacheChannel, {
        message(payload) {
          if (payload.startsWith('b:')) waiting.get(payload)?.();
          else cache.apply(payload);
        },
        listening(on) {
          cache.trust(on);
          for (const resolve of waiting.values()) resolve();
        },
      });
    },

    async stop(): Promise<void> {
      cache.trust(false);
      await listener?.close();
    },

    /** Resolves once every write that finished before the call is reflected in the cache. */
    async settle(): Promise<void> {
      const target = database.writes.count;
      if (target <= caughtUpTo) return;
      if (pending && pending.startedAt >= target) return pending.done;
      const startedAt = target;
      const done = barrier()
        .catch(() => cache.clear())
        .then(() => {
          caughtUpTo = Math.max(caughtUpTo, startedAt);
        });
      pending = { startedAt, done };
      await done;
    },

    /**
     * A transaction's commit is no statement the write count sees; a request that wrote counts
     * once more as it answers, so the next request's settle() waits for a barrier behind it.
     */
    registerWriteEnd(app: FastifyInstance): void {
      app.decorateRequest('writeCountAtStart', 0);
      app.addHook('onRequest', (request, _reply, done) => {
        request.writeCountAtStart = database.writes.count;
        done();
      });
      app.addHook('onSend', (request, _reply, payload, done) => {
        if (database.writes.count !== request.writeCountAtStart) database.writes.touch();
        done(null, payload);
      });
    },
  };
}

export type CacheCoherence = ReturnType<typeof createCacheCoherence>;
