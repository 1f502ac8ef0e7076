import { countAttempt, type AttemptCounter } from '../throttle/attempt-counter.js';

/**
 * Confirmation and reset mails one address may get per window of the attempt counter (the
 * sign-in lock's minutes, 15 by default): enough for a person who lost a mail or two, too few to
 * flood a stranger's mailbox through our forms.
 */
export const accountMailsPerAddress = 5;

export interface AccountMailLimit {
  counter: AttemptCounter;
  perAddress: number;
}

/**
 * Counts one account mail for the address, known or not, and answers whether it may go out. The
 * answer to the form is the same either way, so nobody learns about the limit.
 */
export function mayMailAccountAddress(limit: AccountMailLimit, email: string): Promise<boolean> {
  return countAttempt(limit.counter, `account-mails:${email.trim().toLowerCase()}`, limit.perAddress);
}
