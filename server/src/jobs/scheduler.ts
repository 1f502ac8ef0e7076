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

/** One pending call of a timer; the scheduler cancels it when it stops. */
export interface PendingTimer {
  cancel(): void;
}

/** How the scheduler waits: Node's timers by default; tests fire rounds themselves. */
export interface JobTimers {
  /** Calls `callback` once after `ms`; the wait must not keep the process alive. */
  after(ms: number, callback: () => void): PendingTimer;
}

export const nodeTimers: JobTimers = {
  after(ms, callback) {
    const timer = setTimeout(callback, ms).unref();
    return { cancel: () => clearTimeout(timer) };
  },
};

/**
 * When a job's first round comes after a start: soon, so that an installation restarted more
 * often than a job's interval still runs it, but at a random moment within the window, so that
 * instances started together (a deploy, autoscaling) do not all reach for the database at once.
 */
export const firstRoundWindow = { earliestMs: 5_000, latestMs: 60_000 };

/** The wait before a job's first round; never longer than its interval. `random` is in [0, 1). */
export function firstRoundDelay(everyMs: number, random: () => number): number {
  const earliest = Math.min(firstRoundWindow.earliestMs, everyMs);
  const latest = Math.min(firstRoundWindow.latestMs, everyMs);
  return earliest + Math.floor(random() * (latest - earliest));
}

export interface SchedulerOptions {
  metrics?: JobMetrics;
  timers?: JobTimers;
  /** Where in the first-round window each job falls: Math.random by default. */
  random?: () => number;
}

/**
 * Runs background jobs in-process: each one first within a minute of the start (see
 * firstRoundWindow), then `everyMs` after its previous round ended. The later rounds are not
 * spread again: each instance keeps the random offset of its first round, which already keeps
 * instances apart, and a job stays at the interval it is documented with. Waiting from the end
 * means a slow round never overlaps its own next one (on the embedded database no lock would
 * stop that). Rounds that fall due together wait for each other.
 */
export function startScheduler(
  database: { db: Kysely<Database>; kind: 'pglite' | 'postgres' },
  log: Pick<FastifyBaseLogger, 'error'>,
  jobs: ScheduledJob[],
  options: SchedulerOptions = {},
): { stop(): Promise<void> } {
  const { metrics = { ran: () => undefined }, timers = nodeTimers, random = Math.random } = options;
  const running = new Set<Promise<unknown>>();
  const pending = new Map<ScheduledJob, PendingTimer>();
  let stopped = false;
  // Rounds of this instance run one after another. On PostgreSQL a round holds a pooled connection
  // for its lock while its work needs others: as many rounds at once as the pool has connections
  // would each wait for a connection that none of them gives back.
  let previous: Promise<unknown> = Promise.resolve();

  function roundAfter(job: ScheduledJob, ms: number): void {
    pending.set(
      job,
      timers.after(ms, () => runRound(job)),
    );
  }

  function runRound(job: ScheduledJob): void {
    if (stopped) return;
    const run = previous.then(async () => {
      // A round that waited for another while the scheduler stopped does not start any more.
      if (stopped) return;
      try {
        metrics.ran(job.name, await runExclusively(database.db, database.kind, job));
      } catch (error) {
        metrics.ran(job.name, 'failure');
        log.error({ err: error, job: job.name }, 'Hintergrundaufgabe fehlgeschlagen');
      }
    });
    previous = run;
    running.add(run);
    void run.finally(() => {
      running.delete(run);
      if (!stopped) roundAfter(job, job.everyMs);
    });
  }

  for (const job of jobs) roundAfter(job, firstRoundDelay(job.everyMs, random));
  return {
    async stop() {
      stopped = true;
      pending.forEach((timer) => timer.cancel());
      await Promise.all(running);
    },
  };
}
