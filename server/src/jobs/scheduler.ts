import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema.js';

export interface ScheduledJob {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/** skipped: another instance held the job's lock this round. */
export type JobOutcome = 'success' | 'failure' | 'skipped';

/** What the scheduler tells the metrics (metrics/portal-metrics.ts). */
export interface JobMetrics {
  ran(job: string, outcome: JobOutcome): void;
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
export async function runExclusively(db: Kysely<Database>, kind: 'pglite' | 'postgres', job: ScheduledJob): Promise<'success' | 'skipped'> {
  if (kind === 'pglite') {
    await job.run();
    return 'success';
  }
  return db.connection().execute(async (connection) => {
    const key = lockKey(job.name);
    const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_lock(${key}) AS locked`.execute(connection);
    if (!rows[0]?.locked) return 'skipped';
    try {
      await job.run();
      return 'success';
    } finally {
      await sql`SELECT pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}

/** Runs background jobs in-process, each every `everyMs`. */
export function startScheduler(
  database: { db: Kysely<Database>; kind: 'pglite' | 'postgres' },
  log: Pick<FastifyBaseLogger, 'error'>,
  jobs: ScheduledJob[],
  metrics: JobMetrics = { ran: () => undefined },
): { stop(): Promise<void> } {
  const running = new Set<Promise<unknown>>();
  const timers = jobs.map((job) =>
    setInterval(() => {
      const run = runExclusively(database.db, database.kind, job).then(
        (outcome) => metrics.ran(job.name, outcome),
        (error: unknown) => {
          metrics.ran(job.name, 'failure');
          log.error({ err: error, job: job.name }, 'Hintergrundaufgabe fehlgeschlagen');
        },
      );
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
