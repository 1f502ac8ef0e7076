import { createAddressRateLimit } from './address-rate-limit.js';

describe('createAddressRateLimit', () => {
  it('lets each address make its requests per window, and again in the next window', () => {
    let now = 0;
    const limit = createAddressRateLimit({ perWindow: 2, windowMs: 60_000, now: () => now });
    expect([limit.take('a'), limit.take('a'), limit.take('a'), limit.take('b')]).toEqual([true, true, false, true]);
    now = 60_000;
    expect(limit.take('a')).toBe(true);
  });

  it('refuses new addresses once it counts as many as it may keep', () => {
    const limit = createAddressRateLimit({ perWindow: 5, maxAddresses: 2, now: () => 0 });
    expect([limit.take('a'), limit.take('b'), limit.take('c'), limit.take('a')]).toEqual([true, true, false, true]);
  });
});
