import { LICENSE } from '@bfsm/api-adapter';
import { createUser } from '../factories/index.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { firstRoundWindow } from './scheduler.js';
import { ManualTimers } from './test-support/manual-timers.js';

/** The application's own jobs after a start: a restart must not put them off by a whole interval. */
describe('the background jobs of the application', () => {
  const timers = new ManualTimers();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ jobTimers: timers, clock: () => new Date('2026-03-20T09:00:00Z') });
  });
  afterAll(() => t.close());

  it('run each job first within a minute of the start and then at its interval', async () => {
    const jobs = [...t.app.scheduledJobs.values()];
    expect(jobs.map((job) => job.name)).toEqual(
      expect.arrayContaining(['trial-course', 'device-release', 'code-cleanup', 'audit-retention']),
    );
    const ended = await createUser(t.db, { kind: 'trial', licenseExpiration: '2026-03-12' });

    const firstRounds = await timers.requests(jobs.length);
    for (const wait of firstRounds) {
      expect(wait.ms).toBeGreaterThanOrEqual(firstRoundWindow.earliestMs);
      expect(wait.ms).toBeLessThan(firstRoundWindow.latestMs);
    }
    firstRounds.forEach((wait) => wait.fire());
    // Each job asks for its next round once its first is over.
    const nextRounds = (await timers.requests(2 * jobs.length)).slice(jobs.length);
    expect(nextRounds.map((wait) => wait.ms).sort((a, b) => a - b)).toEqual(jobs.map((job) => job.everyMs).sort((a, b) => a - b));
    const stored = await t.db.selectFrom('users').select('license_type').where('id', '=', ended.id).executeTakeFirstOrThrow();
    expect(stored.license_type).toBe(LICENSE.none);
  });
});
