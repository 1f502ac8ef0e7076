import { mondayOf, overviewCalendar, spansOf, weeklyOf } from './overview-calendar.js';

test('weeks start on Monday', () => {
  expect(mondayOf('2026-11-26')).toBe('2026-11-23'); // a Thursday
  expect(mondayOf('2026-11-23')).toBe('2026-11-23');
  expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
});

test('the calendar counts Berlin days: shortly after midnight in Berlin it is already the next day', () => {
  // 23:30 UTC on Sunday 29 November is 00:30 on Monday 30 November in Berlin.
  const calendar = overviewCalendar(new Date('2026-11-29T23:30:00Z'));
  expect(calendar.today).toBe('2026-11-30');
  expect(calendar.weekStarts).toHaveLength(12);
  expect(calendar.weekStarts.at(-1)).toBe('2026-11-30');
  expect(calendar.weekStarts[0]).toBe('2026-09-14');
  expect(calendar.days[0]).toBe('2026-09-14');
  expect(calendar.days.at(-1)).toBe('2026-11-30');
  expect(calendar.last7From).toBe('2026-11-24');
  expect(calendar.last30From).toBe('2026-11-01');
});

test('spans and weeks sum the days they hold', () => {
  const calendar = overviewCalendar(new Date('2026-11-26T12:00:00Z'));
  const daily = new Map([
    ['2026-11-26', 2],
    ['2026-11-20', 3],
    ['2026-10-28', 5],
    ['2026-10-27', 7],
    ['2026-08-01', 11],
  ]);
  expect(spansOf(calendar, daily)).toEqual({ today: 2, last7Days: 5, last30Days: 10 });
  const weeks = weeklyOf(calendar, daily);
  expect(weeks.at(-1)).toBe(2);
  expect(weeks.at(-2)).toBe(3);
  expect(weeks[calendar.weekStarts.indexOf('2026-10-26')]).toBe(12);
  expect(weeks.reduce((sum, week) => sum + week, 0)).toBe(17);
});
