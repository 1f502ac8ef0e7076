/** 'YYYY-MM-DD' as a German date: '14.09.' for chart axes, '14.09.2026' for tables. The date is a calendar day, so UTC keeps it. */
const shortDay = new Intl.DateTimeFormat('de-DE', { timeZone: 'UTC', day: '2-digit', month: '2-digit' });
const longDay = new Intl.DateTimeFormat('de-DE', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });
const percent = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 0 });

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
export const formatShortDay = (day: string) => shortDay.format(asDate(day));
export const formatDay = (day: string) => longDay.format(asDate(day));

/** A share of 0 to 1 as '25 %'. */
export const formatPercent = (share: number) => percent.format(share);

/** A part of a whole, as '25 %' (converted of started trials, renewed of ended licences); '–' when the whole is none. */
export function rateOf(part: number, whole: number): string {
  return whole === 0 ? '–' : formatPercent(part / whole);
}

/** The renewals of some months added up, and all of them: the rate is renewed of total. */
export function renewalTotals(months: ReadonlyArray<{ renewed: number; declined: number; lapsed: number }>) {
  const sum = (key: 'renewed' | 'declined' | 'lapsed') => months.reduce((total, month) => total + month[key], 0);
  const [renewed, declined, lapsed] = [sum('renewed'), sum('declined'), sum('lapsed')];
  return { renewed, declined, lapsed, total: renewed + declined + lapsed };
}
