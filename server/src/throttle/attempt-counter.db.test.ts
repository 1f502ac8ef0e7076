import type { DatabaseHandle } from '../db/database.js';
import { createTestDatabase } from '../db/test-support/test-database.js';
import { clearAttempts, countAttempt, deleteExpiredAttempts, undoAttempt, type AttemptCounter } from './attempt-counter.js';

jest.setTimeout(60_000);

const minute = 60_000;
const at = (start: Date, minutes: number) => new Date(start.getTime() + minutes * minute);

describe('the attempt counter', () => {
  let database: DatabaseHandle;
  let counter: AttemptCounter;
  beforeAll(async () => {
    database = await createTestDatabase();
    counter = { db: database.db, windowMinutes: 15 };
  });
  afterAll(() => database.close());

  const row = (key: string) => database.db.selectFrom('attempt_counters').selectAll().where('key', '=', key).executeTakeFirst();

  it('lets exactly the limit of many parallel attempts through, and the one that reaches it locks the key', async () => {
    const allowed = await Promise.all(Array.from({ length: 25 }, () => countAttempt(counter, 'parallel', 5)));
    expect(allowed.filter(Boolean)).toHaveLength(5);
    expect(await countAttempt(counter, 'parallel', 5)).toBe(false);
    expect((await row('parallel'))?.locked_until).not.toBeNull();
  });

  it('locks for a window from the attempt that reached the limit, and then starts afresh', async () => {
    const start = new Date('2026-03-01T10:00:00Z');
    expect(await countAttempt(counter, 'window', 2, start)).toBe(true);
    expect(await countAttempt(counter, 'window', 2, at(start, 10))).toBe(true);
    expect(await countAttempt(counter, 'window', 2, at(start, 11))).toBe(false);
    // The window (from 10:00) is over, the lock (from 10:10) is not.
    expect(await countAttempt(counter, 'window', 2, at(start, 20))).toBe(false);
    expect(await countAttempt(counter, 'window', 2, at(start, 26))).toBe(true);
    expect((await row('window'))?.attempts).toBe(1);
  });

  it('forgets attempts of a window that ended without a lock', async () => {
    const start = new Date('2026-03-01T12:00:00Z');
    expect(await countAttempt(counter, 'quiet', 2, start)).toBe(true);
    expect(await countAttempt(counter, 'quiet', 2, at(start, 16))).toBe(true);
    expect(await countAttempt(counter, 'quiet', 2, at(start, 17))).toBe(true);
    expect(await countAttempt(counter, 'quiet', 2, at(start, 18))).toBe(false);
  });

  it('takes back a legitimate attempt and lifts the lock once the rest is below the limit', async () => {
    expect(await countAttempt(counter, 'undo', 2)).toBe(true);
    expect(await countAttempt(counter, 'undo', 2)).toBe(true);
    await undoAttempt(counter, 'undo', 2);
    expect((await row('undo'))?.locked_until).toBeNull();
    expect(await countAttempt(counter, 'undo', 2)).toBe(true);
    expect(await countAttempt(counter, 'undo', 2)).toBe(false);
    // Refused attempts count as well: taking one back leaves the key locked.
    await undoAttempt(counter, 'undo', 2);
    expect(await countAttempt(counter, 'undo', 2)).toBe(false);
  });

  it('forgets a key entirely on clear', async () => {
    await countAttempt(counter, 'cleared', 1);
    expect(await countAttempt(counter, 'cleared', 1)).toBe(false);
    await clearAttempts(counter, 'cleared');
    expect(await countAttempt(counter, 'cleared', 1)).toBe(true);
  });

  it('removes, as the scheduled job, only counters whose window and lock are over', async () => {
    const start = new Date('2026-04-01T08:00:00Z');
    await countAttempt(counter, 'old-unlocked', 5, start);
    await countAttempt(counter, 'old-locked', 2, start);
    await countAttempt(counter, 'old-locked', 2, at(start, 8));
    await countAttempt(counter, 'recent', 5, at(start, 10));
    // At 08:20 both old windows are over; the lock from 08:08 lasts until 08:23.
    const removed = await deleteExpiredAttempts(counter, at(start, 20));
    const left = await database.db
      .selectFrom('attempt_counters')
      .select('key')
      .where('key', 'in', ['old-unlocked', 'old-locked', 'recent'])
      .orderBy('key')
      .execute();
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(left.map((entry) => entry.key)).toEqual(['old-locked', 'recent']);
  });
});
