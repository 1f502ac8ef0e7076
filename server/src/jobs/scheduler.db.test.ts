import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.js';
import { createTestDatabase } from '../db/test-support/test-database.js';
import { testDatabaseServer } from '../db/test-support/test-database-server.js';
import { firstRoundDelay, firstRoundWindow, lockKey, startScheduler, type ScheduledJob } from './scheduler.js';
import { ManualTimers } from './test-support/manual-timers.js';
import { Arrivals } from '../test-support/waiting.js';

const quarterHour = 15 * 60_000;
const hour = 60 * 60_000;

/** Metrics that tell the test when a round has ended. */
function roundRecorder() {
  const rounds = new Arrivals<string>();
  return {
    rounds: rounds.items,
    metrics: { ran: (job: string, outcome: string) => rounds.add(`${job} ${outcome}`) },
    count: (count: number) => rounds.first(count),
  };
}

describe('the scheduler of background jobs', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('runs the first round of each job within a minute of the start, at a random moment, and then every interval', async () => {
    const timers = new ManualTimers();
    const recorder = roundRecorder();
    const chances = [0, 0.9999];
    const jobs: ScheduledJob[] = [
      { name: 'trial', everyMs: quarterHour, run: async () => undefined },
      { name: 'retention', everyMs: hour, run: async () => undefined },
    ];
    const scheduler = startScheduler(database, { error: () => undefined }, jobs, {
      timers,
      metrics: recorder.metrics,
      random: () => chances.shift() ?? 0.5,
    });
    try {
      const [trial, retention] = await timers.requests(2);
      expect(trial?.ms).toBe(firstRoundWindow.earliestMs);
      expect(retention?.ms).toBeGreaterThan(firstRoundWindow.latestMs - 10);
      expect(retention?.ms).toBeLessThan(firstRoundWindow.latestMs);

      trial?.fire();
      expect(await recorder.count(1)).toEqual(['trial success']);
      // The next round waits the interval, counted from the end of this one.
      expect((await timers.requests(3))[2]?.ms).toBe(quarterHour);
    } finally {
      await scheduler.stop();
    }
  });

  it("never waits longer than a job's interval for its first round, and spreads instances over the window", () => {
    expect(firstRoundDelay(20, () => 0.7)).toBe(20);
    const delays = Array.from({ length: 200 }, () => firstRoundDelay(quarterHour, Math.random));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(5_000);
    expect(Math.max(...delays)).toBeLessThan(60_000);
    expect(new Set(delays).size).toBeGreaterThan(100);
  });

  it('runs each job again and again, logs a failing run and goes on', async () => {
    const timers = new ManualTimers();
    const recorder = roundRecorder();
    const errors: unknown[] = [];
    const scheduler = startScheduler(
      database,
      { error: (context: unknown) => errors.push(context) },
      [
        { name: 'counting', everyMs: 20, run: async () => undefined },
        { name: 'failing', everyMs: 20, run: async () => Promise.reject(new Error('kaputt')) },
      ],
      { timers, metrics: recorder.metrics },
    );
    for (let round = 1; round <= 3; round++) {
      // Each job asks for its next wait once its round is over; firing them runs the next round.
      const waits = await timers.requests(2 * round);
      waits.slice(-2).forEach((wait) => wait.fire());
      await recorder.count(2 * round);
    }
    await scheduler.stop();
    expect(recorder.rounds.filter((round) => round === 'counting success')).toHaveLength(3);
    expect(recorder.rounds.filter((round) => round === 'failing failure')).toHaveLength(3);
    expect(errors).toHaveLength(3);
    // A wait asked for before the stop is cancelled: firing it runs nothing.
    timers.requested.forEach((wait) => wait.fire());
    expect(recorder.rounds).toHaveLength(6);
  });

  it('waits for a running job when stopping, and starts no round after it', async () => {
    const timers = new ManualTimers();
    let finish = () => undefined as void;
    let started = () => undefined as void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let finished = false;
    const scheduler = startScheduler(
      database,
      { error: () => undefined },
      [
        {
          name: 'slow',
          everyMs: 10,
          run: () =>
            new Promise<void>((resolve) => {
              started();
              finish = () => {
                finished = true;
                resolve();
              };
            }),
        },
      ],
      { timers },
    );
    (await timers.requests(1))[0]?.fire();
    await running;
    const stopped = scheduler.stop();
    finish();
    await stopped;
    expect(finished).toBe(true);
    expect(timers.requested).toHaveLength(1);
  });

  it('runs rounds that fall due together one after another, so they never hold more than one lock connection', async () => {
    const timers = new ManualTimers();
    const recorder = roundRecorder();
    const started: string[] = [];
    let releaseFirst = () => undefined as void;
    let firstStarted = () => undefined as void;
    const firstRunning = new Promise<void>((resolve) => (firstStarted = resolve));
    const scheduler = startScheduler(
      database,
      { error: () => undefined },
      [
        {
          name: 'first',
          everyMs: hour,
          run: () =>
            new Promise<void>((resolve) => {
              started.push('first');
              firstStarted();
              releaseFirst = resolve;
            }),
        },
        { name: 'second', everyMs: hour, run: async () => void started.push('second') },
      ],
      { timers, metrics: recorder.metrics },
    );
    (await timers.requests(2)).forEach((wait) => wait.fire());
    await firstRunning;
    expect(started).toEqual(['first']);
    releaseFirst();
    expect(await recorder.count(2)).toEqual(['first success', 'second success']);
    await scheduler.stop();
  });

  // The embedded database belongs to one process, so only PostgreSQL has other instances.
  const onPostgres = testDatabaseServer() ? it : it.skip;

  onPostgres('skips a round on PostgreSQL while another instance holds the job', async () => {
    let runs = 0;
    const job = { name: 'exclusive', everyMs: 20, run: async () => void runs++ };
    const recorder = roundRecorder();
    await database.db.connection().execute(async (otherInstance) => {
      await sql`SELECT pg_advisory_lock(${lockKey('exclusive')})`.execute(otherInstance);
      const timers = new ManualTimers();
      const scheduler = startScheduler(database, { error: () => undefined }, [job], { timers, metrics: recorder.metrics });
      (await timers.requests(1))[0]?.fire();
      expect(await recorder.count(1)).toEqual(['exclusive skipped']);
      await scheduler.stop();
      await sql`SELECT pg_advisory_unlock(${lockKey('exclusive')})`.execute(otherInstance);
    });
    const timers = new ManualTimers();
    const scheduler = startScheduler(database, { error: () => undefined }, [job], { timers, metrics: recorder.metrics });
    (await timers.requests(1))[0]?.fire();
    expect(await recorder.count(2)).toEqual(['exclusive skipped', 'exclusive success']);
    await scheduler.stop();
    expect(runs).toBe(1);
  });
});
