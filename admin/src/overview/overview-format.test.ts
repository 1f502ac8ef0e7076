import { formatDay, formatShortDay, rateOf, renewalTotals } from './overview-format';

test('days read as German dates, whatever the browser zone', () => {
  expect(formatShortDay('2026-09-14')).toBe('14.09.');
  expect(formatDay('2026-09-14')).toBe('14.09.2026');
});

test('a rate is a German percentage and a dash of nothing', () => {
  expect(rateOf(1, 4)).toBe('25\u00a0%'); // with a non-breaking space
  expect(rateOf(0, 0)).toBe('–');
});

test('the renewals of the months add up by outcome and in all', () => {
  expect(
    renewalTotals([
      { renewed: 2, declined: 1, lapsed: 0 },
      { renewed: 1, declined: 0, lapsed: 3 },
    ]),
  ).toEqual({ renewed: 3, declined: 1, lapsed: 3, total: 7 });
  expect(renewalTotals([])).toEqual({ renewed: 0, declined: 0, lapsed: 0, total: 0 });
});
