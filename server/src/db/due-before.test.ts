import { dueBefore } from './due-before.js';

describe('dueBefore', () => {
  it('counts the whole current millisecond as due', () => {
    const now = new Date('2026-11-23T04:50:00.123Z');
    expect(dueBefore(now).toISOString()).toBe('2026-11-23T04:50:00.124Z');
  });
});
