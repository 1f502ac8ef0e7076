import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.js';
import { createTestDatabase } from '../db/test-support/test-database.js';
import { testDatabaseServer } from '../db/test-support/test-database-server.js';
import { lockKey, startScheduler } from './scheduler.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the scheduler of background jobs', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('runs each job again and again, logs a failing run and goes on', async () => {
    let runs = 0;
    const errors: unknown[] = [];
    const scheduler = startScheduler(database, { error: (context: unknown) => errors.push(context) }, [
      { name: 'counting', everyMs: 20, run: async () => void runs++ },
      { name: 'failing', everyMs: 20, run: async () => Promise.reject(new Error('kaputt')) },
    ]);
    await pause(200);
    await scheduler.stop();
    const afterStop = runs;
    expect(afterStop).toBeGreaterThanOrEqual(3);
    expect(errors.length).toBeGreaterThanOrEqual(3);
    await pause(60);
    expect(runs).toBe(afterStop);
  });

  it('waits for a running job when stopping', async () => {
    let finished = false;
    const scheduler = startScheduler(database, { error: () => undefined }, [
      { name: 'slow', everyMs: 10, run: async () => { await pause(100); finished = true; } },
    ]);
    await pause(30);
    await scheduler.stop();
    expect(finished).toBe(true);
  });

  it('tells the metrics how each round of each job went', async () => {
    const rounds: string[] = [];
    let seenBoth = () => undefined as void;
    const both = new Promise<void>((resolve) => (seenBoth = resolve));
    const metrics = {
      ran(job: string, outcome: string) {
        rounds.push(`${job} ${outcome}`);
        if (rounds.includes('counting success') && rounds.includes('failing failure')) seenBoth();
      },
    };
    const scheduler = startScheduler(database, { error: () => undefined }, [
      { name: 'counting', everyMs: 10, run: async () => undefined },
      { name: 'failing', everyMs: 10, run: async () => Promise.reject(new Error('kaputt')) },
    ], metrics);
    await both;
    await scheduler.stop();
    expect(new Set(rounds)).toEqual(new Set(['counting success', 'failing failure']));
  });

  // The embedded database belongs to one process, so only PostgreSQL has other instances.
  const onPostgres = testDatabaseServer() ? it : it.skip;

  onPostgres('skips a round on PostgreSQL while another instance holds the job', async () => {
    let runs = 0;
    await database.db.connection().execute(async (otherInstance) => {
      await sql`SELECT pg_advisory_lock(${lockKey('exclusive')})`.execute(otherInstance);
      const scheduler = startScheduler(database, { error: () => undefined }, [{ name: 'exclusive', everyMs: 20, run: async () => void runs++ }]);
      await pause(150);
      await scheduler.stop();
      expect(runs).toBe(0);
      await sql`SELECT pg_advisory_unlock(${lockKey('exclusive')})`.execute(otherInstance);
    });
    const scheduler = startScheduler(database, { error: () => undefined }, [{ name: 'exclusive', everyMs: 20, run: async () => void runs++ }]);
    await pause(150);
    await scheduler.stop();
    expect(runs).toBeGreaterThan(0);
  });
});
