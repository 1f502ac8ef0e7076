import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema.js';

export interface ScheduledJob {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/** A stable advisory-lock key per job name. */
export function lockKey(name: string): number {
  let hash = 0;
  for (const character of name) hash = (hash * 31 + character.charCodeAt(0)) | 0;
  return hash;
}

/**
 * Runs one job under a PostgreSQL advisory lock held on a connection of its own, so that however
 * many instances run, the job runs once at a time; the others skip that round. The embedded
 * database belongs to one process only, so there the job simply runs.
 */
async function runExclusively(db: Kysely<Database>, kind: 'pglite' | 'postgres', job: ScheduledJob): Promise<void> {
  if (kind === 'pglite') {
    await job.run();
    return;
  }
  await db.connection().execute(async (connection) => {
    const key = lockKey(job.name);
    const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_lock(${key}) AS locked`.execute(connection);
    if (!rows[0]?.locked) return;
    try {
      await job.run();
    } finally {
      await sql`SELECT pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}

/** Runs background jobs in-process, each every `everyMs`. */
export function startScheduler(database: { db: Kysely<Database>; kind: 'pglite' | 'postgres' }, log: Pick<FastifyBaseLogger, 'error'>, jobs: ScheduledJob[]): { stop(): Promise<void> } {
  const running = new Set<Promise<unknown>>();
  const timers = jobs.map((job) =>
    setInterval(() => {
      const run = runExclusively(database.db, database.kind, job).catch((error: unknown) => log.error({ err: error, job: job.name }, 'Hintergrundaufgabe fehlgeschlagen'));
      running.add(run);
      void run.finally(() => running.delete(run));
    }, job.everyMs).unref(),
  );
  return {
    async stop() {
      timers.forEach((timer) => clearInterval(timer));
      await Promise.all(running);
    },
  };
}
