import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Counts attempts per key (an account, an address) in the database, so that every instance counts
 * together. An attempt is counted before the check it is for, in one statement, so parallel
 * attempts cannot all pass before any of them is recorded: of any number of attempts in a window,
 * at most `limit` are let through, and the one that reaches the limit locks the key for a window.
 * An attempt that turns out legitimate is taken back (`undo`), so only failures use up a limit.
 */
/** What the counter needs: the database, and the window (the sign-in lock's minutes) that is also the length of a lock. */
export interface AttemptCounter {
  db: Kysely<Database>;
  windowMinutes: number;
}

const windowMsOf = (counter: AttemptCounter) => counter.windowMinutes * 60_000;

/** Counts one attempt; true when it is within the key's limit, false while the key is locked. */
export async function countAttempt(counter: AttemptCounter, key: string, limit: number, now = new Date()): Promise<boolean> {
  const windowMs = windowMsOf(counter);
  const windowStart = new Date(now.getTime() - windowMs);
  const lockedUntil = new Date(now.getTime() + windowMs);
  const lockAtFirst = limit <= 1 ? lockedUntil : null;
  // A lock outlasts its window, so a window starts afresh only once both are over.
  const startsAfresh = sql<boolean>`(counter.window_started_at <= ${windowStart} AND (counter.locked_until IS NULL OR counter.locked_until <= ${now}))`;
  const { rows } = await sql<{ attempts: number }>`
    INSERT INTO attempt_counters AS counter (key, attempts, window_started_at, locked_until)
    VALUES (${key}, 1, ${now}, ${lockAtFirst})
    ON CONFLICT (key) DO UPDATE SET
      attempts = CASE WHEN ${startsAfresh} THEN 1 ELSE counter.attempts + 1 END,
      window_started_at = CASE WHEN ${startsAfresh} THEN ${now} ELSE counter.window_started_at END,
      locked_until = CASE
        WHEN ${startsAfresh} THEN ${lockAtFirst}
        WHEN counter.attempts + 1 >= ${limit} THEN COALESCE(counter.locked_until, ${lockedUntil})
        ELSE counter.locked_until END
    RETURNING attempts
  `.execute(counter.db);
  return Number(rows[0]?.attempts) <= limit;
}

/** Takes back one counted attempt that turned out legitimate; the lock goes when the rest is below the limit. */
export async function undoAttempt(counter: Pick<AttemptCounter, 'db'>, key: string, limit: number): Promise<void> {
  await sql`
    UPDATE attempt_counters SET
      attempts = GREATEST(attempts - 1, 0),
      locked_until = CASE WHEN attempts - 1 >= ${limit} THEN locked_until ELSE NULL END
    WHERE key = ${key}
  `.execute(counter.db);
}

/** Forgets every attempt of the key. */
export async function clearAttempts(counter: Pick<AttemptCounter, 'db'>, key: string): Promise<void> {
  await counter.db.deleteFrom('attempt_counters').where('key', '=', key).execute();
}

/** Removes counters whose window and lock are over (a scheduled job); returns how many. */
export async function deleteExpiredAttempts(counter: AttemptCounter, now = new Date()): Promise<number> {
  const result = await counter.db
    .deleteFrom('attempt_counters')
    .where('window_started_at', '<=', new Date(now.getTime() - windowMsOf(counter)))
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
