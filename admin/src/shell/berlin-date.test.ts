import { todayInBerlin } from './berlin-date';

describe('todayInBerlin', () => {
  it("is Berlin's date, which differs from UTC's just after midnight", () => {
    expect(todayInBerlin(new Date('2026-11-25T23:30:00Z'))).toBe('2026-11-26');
    expect(todayInBerlin(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(todayInBerlin(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
});
