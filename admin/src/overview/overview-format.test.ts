import { conversionRate, formatDay, formatShortDay } from './overview-format';

test('days read as German dates, whatever the browser zone', () => {
  expect(formatShortDay('2026-09-14')).toBe('14.09.');
  expect(formatDay('2026-09-14')).toBe('14.09.2026');
});

test('the conversion rate is a German percentage and a dash without trials', () => {
  expect(conversionRate(1, 4)).toBe('25\u00a0%'); // with a non-breaking space
  expect(conversionRate(0, 0)).toBe('–');
});
