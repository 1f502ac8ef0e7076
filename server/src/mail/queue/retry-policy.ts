/** After this many failed attempts a mail is given up ('failed'); about nine hours of retrying. */
export const maxDeliveryAttempts = 10;

/** How long a claimed mail is reserved for the instance that sends it (see claim-due-mails.ts). */
export const deliveryLeaseMs = 5 * 60_000;

const minuteMs = 60_000;
const maxDelayMs = 60 * minuteMs;

/** Exponential backoff after the n-th failed attempt: 1, 2, 4, 8 … minutes, at most one hour. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(maxDelayMs, minuteMs * 2 ** Math.max(0, failedAttempts - 1));
}
