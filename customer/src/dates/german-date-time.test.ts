import { germanDate } from './german-date';
import { germanDateTime } from './german-date-time';

// What the functions wrote before they stopped using Intl at start: the measure they are held to.
const intlDateTime = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Berlin',
});
const intlDate = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });

describe('germanDateTime', () => {
  it('writes a moment in German time, in winter and in summer', () => {
    expect(germanDateTime('2026-01-15T08:05:00.000Z')).toBe('15.01.2026, 09:05 Uhr');
    expect(germanDateTime('2026-06-30T22:30:00.000Z')).toBe('01.07.2026, 00:30 Uhr');
    expect(germanDateTime(new Date('2026-03-29T00:59:00.000Z'))).toBe('29.03.2026, 01:59 Uhr');
    expect(germanDateTime(new Date('2026-03-29T01:00:00.000Z'))).toBe('29.03.2026, 03:00 Uhr');
  });

  it("writes what Intl's Europe/Berlin writes, around every change of the clocks from 1996 to 2060", () => {
    const differing: string[] = [];
    for (let year = 1996; year <= 2060; year++) {
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        const change = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
        for (let minutes = -180; minutes <= 180; minutes += 15) {
          const moment = new Date(change + minutes * 60_000);
          const expected = `${intlDateTime.format(moment)} Uhr`;
          if (germanDateTime(moment) !== expected) differing.push(`${moment.toISOString()}: ${germanDateTime(moment)} ≠ ${expected}`);
        }
      }
    }
    expect(differing).toEqual([]);
  });

  it('refuses what is no moment, as Intl did', () => {
    expect(() => germanDateTime('gestern')).toThrow(RangeError);
  });
});

describe('germanDate', () => {
  it("writes a calendar day as Intl's de-DE does, whatever follows the day", () => {
    for (const day of ['2025-12-31', '2026-01-01T23:59:59.000Z', '2024-02-29', '2030-07-04T00:00:00+02:00']) {
      expect(germanDate(day)).toBe(intlDate.format(new Date(`${day.slice(0, 10)}T00:00:00Z`)));
    }
    expect(germanDate('2025-12-31')).toBe('31.12.2025');
  });

  it('refuses what is no day, as Intl did', () => {
    expect(() => germanDate('bald')).toThrow(RangeError);
  });
});
