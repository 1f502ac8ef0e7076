import { retryDelayMs } from './retry-policy.js';

describe('retryDelayMs', () => {
  it('doubles from one minute', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
  });

  it('never waits longer than an hour', () => {
    expect(retryDelayMs(7)).toBe(3_600_000);
    expect(retryDelayMs(10)).toBe(3_600_000);
  });
});
