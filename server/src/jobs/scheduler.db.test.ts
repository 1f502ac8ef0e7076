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
