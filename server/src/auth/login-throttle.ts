import { createHash } from 'node:crypto';
import type { AttemptCounter } from '../throttle/attempt-counter.js';

export interface ThrottleSettings {
  /** Failed sign-ins per account before it is locked for a while. */
  maxFailures: number;
  lockMinutes: number;
}

/** An address may fail this many times as often as an account (offices share one address), but not without limit. */
export const addressFactor = 4;

/**
 * Throttles sign-ins per account and per client address. Every attempt is counted before the
 * password is checked, so a burst of parallel guesses gets no more tries than slow ones; a right
 * password then clears the account and gives the address its attempt back.
 */
export function createLoginThrottle(counter: AttemptCounter, settings: ThrottleSettings) {
  const addressKey = (ip: string) => `ip:${ip}`;
  const addressLimit = settings.maxFailures * addressFactor;

  return {
    /** Counts a sign-in attempt; false when the account or the address has no attempts left. */
    async admit(email: string, ip: string): Promise<boolean> {
      const [account, address] = await Promise.all([
        counter.count(accountKey(email), settings.maxFailures),
        counter.count(addressKey(ip), addressLimit),
      ]);
      return account && address;
    },

    /** The password was right: the account starts afresh, the address gets its attempt back. */
    async succeeded(email: string, ip: string): Promise<void> {
      await Promise.all([counter.clear(accountKey(email)), counter.undo(addressKey(ip), addressLimit)]);
    },

    /**
     * The password was right, the second factor's code is still to come: the address gets its
     * attempt back, the account's stays counted until the code is right too.
     */
    async passwordRightCodeAwaited(ip: string): Promise<void> {
      await counter.undo(addressKey(ip), addressLimit);
    },

    /** Whoever set a new password through the mail may sign in at once. */
    async unlockAccount(email: string): Promise<void> {
      await counter.clear(accountKey(email));
    },
  };
}

/**
 * The address as a hash: whatever a visitor types (100,000 letters, too) makes a key of the same
 * length, which the primary key's index can always hold, and the table keeps no addresses.
 */
export function accountKey(email: string): string {
  return `account:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
