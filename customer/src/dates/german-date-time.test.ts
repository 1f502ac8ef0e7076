import { germanDateTime } from './german-date-time';

describe('germanDateTime', () => {
  it('writes a moment in German time, in winter and in summer', () => {
    expect(germanDateTime('2026-01-15T08:05:00.000Z')).toBe('15.01.2026, 09:05 Uhr');
    expect(germanDateTime('2026-06-30T22:30:00.000Z')).toBe('01.07.2026, 00:30 Uhr');
  });
});
