import { licenseYearStart } from './device-replacements.js';

describe('licenseYearStart', () => {
  const now = new Date('2026-03-10T09:00:00Z');

  it('counts back whole years from the day after the licence ends', () => {
    expect(licenseYearStart('2026-12-31', now).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(licenseYearStart('2028-06-30', now).toISOString()).toBe('2025-07-01T00:00:00.000Z');
  });

  it('without an end, or after it, takes the twelve months before now', () => {
    expect(licenseYearStart(null, now).toISOString()).toBe('2025-03-10T00:00:00.000Z');
    expect(licenseYearStart('2025-12-31', now).toISOString()).toBe('2025-03-10T00:00:00.000Z');
  });
});
