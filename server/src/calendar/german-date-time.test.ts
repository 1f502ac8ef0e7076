import { germanDateTime } from './german-date-time.js';

describe('germanDateTime', () => {
  it('writes the moment in Berlin time, summer and winter', () => {
    expect(germanDateTime(new Date('2026-11-26T08:15:00Z'))).toBe('26.11.2026, 09:15 Uhr');
    expect(germanDateTime(new Date('2026-07-01T22:30:00Z'))).toBe('02.07.2026, 00:30 Uhr');
  });
});
