import { formatListDate } from './list-date.js';

describe('formatListDate', () => {
  it('writes the German short date', () => {
    expect(formatListDate('2024-09-01')).toBe('1.9.2024');
    expect(formatListDate('2025-12-24T10:00:00Z')).toBe('24.12.2025');
  });

  it('reads the day in UTC, not in local time', () => {
    expect(formatListDate('2024-05-31T23:30:00Z')).toBe('31.5.2024');
    expect(formatListDate('2024-06-01T00:30:00+02:00')).toBe('31.5.2024');
  });

  it('leaves missing or unreadable dates empty', () => {
    expect(formatListDate(null)).toBe('');
    expect(formatListDate('')).toBe('');
    expect(formatListDate('kein Datum')).toBe('');
  });
});
