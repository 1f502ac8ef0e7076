export interface AddressRateLimitOptions {
  /** Requests one address may make per window. */
  perWindow: number;
  windowMs?: number;
  /** Addresses counted per window at most; beyond them every new address is refused, so memory stays bounded. */
  maxAddresses?: number;
  now?: () => number;
}

/**
 * Counts requests per client address in fixed windows (one minute by default), in memory: an
 * error report is worth no database write, and each instance behind a load balancer limiting its
 * own share is enough to keep a browser caught in an error loop from flooding the log or the
 * Sentry quota.
 */
export function createAddressRateLimit({ perWindow, windowMs = 60_000, maxAddresses = 10_000, now = Date.now }: AddressRateLimitOptions) {
  const counts = new Map<string, number>();
  let windowStart = now();

  return {
    /** Counts one request of `address`; false when it is over its limit. */
    take(address: string): boolean {
      const time = now();
      if (time - windowStart >= windowMs) {
        counts.clear();
        windowStart = time;
      }
      const count = counts.get(address) ?? 0;
      if (count >= perWindow || (count === 0 && counts.size >= maxAddresses)) return false;
      counts.set(address, count + 1);
      return true;
    },
  };
}
