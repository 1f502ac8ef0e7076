import { createHash } from 'node:crypto';
import { clearAttempts, countAttempt, undoAttempt, type AttemptCounter } from '../throttle/attempt-counter.js';

/*
 * The sign-in throttle counts per account and per client address. Every attempt is counted before
 * the password is checked, so a burst of parallel guesses gets no more tries than slow ones; a
 * right password then clears the account and gives the address its attempt back.
 */

/**
 * What the sign-in throttle needs: the attempt counter (its window is the lock's minutes) and
 * the failed sign-ins per account before it is locked for a while.
 */
export interface LoginThrottle {
  counter: AttemptCounter;
  maxFailures: number;
}

/** An address may fail this many times as often as an account (offices share one address), but not without limit. */
export const addressFactor = 4;

const addressKey = (ip: string) => `ip:${ip}`;
const addressLimitOf = (throttle: LoginThrottle) => throttle.maxFailures * addressFactor;

/** Counts a sign-in attempt; false when the account or the address has no attempts left. */
export async function admitSignIn(throttle: LoginThrottle, email: string, ip: string): Promise<boolean> {
  const [account, address] = await Promise.all([
    countAttempt(throttle.counter, accountKey(email), throttle.maxFailures),
    countAttempt(throttle.counter, addressKey(ip), addressLimitOf(throttle)),
  ]);
  return account && address;
}

/** The password was right: the account starts afresh, the address gets its attempt back. */
export async function signInSucceeded(throttle: LoginThrottle, email: string, ip: string): Promise<void> {
  await Promise.all([
    clearAttempts(throttle.counter, accountKey(email)),
    undoAttempt(throttle.counter, addressKey(ip), addressLimitOf(throttle)),
  ]);
}

/**
 * The password was right, the second factor's code is still to come: the address gets its
 * attempt back, the account's stays counted until the code is right too.
 */
export async function passwordRightCodeAwaited(throttle: LoginThrottle, ip: string): Promise<void> {
  await undoAttempt(throttle.counter, addressKey(ip), addressLimitOf(throttle));
}

/** Whoever set a new password through the mail may sign in at once. */
export async function unlockAccount(throttle: Pick<LoginThrottle, 'counter'>, email: string): Promise<void> {
  await clearAttempts(throttle.counter, accountKey(email));
}

/**
 * The address as a hash: whatever a visitor types (100,000 letters, too) makes a key of the same
 * length, which the primary key's index can always hold, and the table keeps no addresses.
 */
export function accountKey(email: string): string {
  return `account:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
}
