import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface ThrottleSettings {
  /** Failures per account before it is locked for a while. */
  maxFailures: number;
  lockMinutes: number;
}

/**
 * Throttles failed sign-ins per account and per address, in the database so that all
 * instances count together. An address may fail more often than an account (offices share
 * one address), but not without limit.
 */
export function createLoginThrottle(db: Kysely<Database>, settings: ThrottleSettings) {
  const addressFactor = 4;
  const windowMs = settings.lockMinutes * 60_000;
  const keys = (email: string, ip: string) => [accountKey(email), `ip:${ip}`];

  return {
    async isLocked(email: string, ip: string, now = new Date()): Promise<boolean> {
      const rows = await db.selectFrom('login_throttle').select('locked_until').where('key', 'in', keys(email, ip)).execute();
      return rows.some((row) => row.locked_until !== null && new Date(row.locked_until) > now);
    },

    async recordFailure(email: string, ip: string, now = new Date()): Promise<void> {
      const windowStart = new Date(now.getTime() - windowMs);
      const lockedUntil = new Date(now.getTime() + windowMs);
      for (const key of keys(email, ip)) {
        const limit = key.startsWith('ip:') ? settings.maxFailures * addressFactor : settings.maxFailures;
        // One statement per key: start a new window when the old one is over, lock when the limit is reached.
        await sql`
          INSERT INTO login_throttle (key, failures, window_started_at, locked_until)
          VALUES (${key}, 1, ${now}, ${limit <= 1 ? lockedUntil : null})
          ON CONFLICT (key) DO UPDATE SET
            failures = CASE WHEN login_throttle.window_started_at < ${windowStart} THEN 1 ELSE login_throttle.failures + 1 END,
            window_started_at = CASE WHEN login_throttle.window_started_at < ${windowStart} THEN ${now} ELSE login_throttle.window_started_at END,
            locked_until = CASE
              WHEN login_throttle.window_started_at >= ${windowStart} AND login_throttle.failures + 1 >= ${limit} THEN ${lockedUntil}
              ELSE login_throttle.locked_until END
        `.execute(db);
      }
    },

    async recordSuccess(email: string): Promise<void> {
      await db.deleteFrom('login_throttle').where('key', '=', accountKey(email)).execute();
    },
  };
}

/**
 * The address as a hash: whatever a visitor types (100,000 letters, too) makes a key of the same
 * length, which the primary key's index can always hold, and the table keeps no addresses.
 */
function accountKey(email: string): string {
  return `account:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
