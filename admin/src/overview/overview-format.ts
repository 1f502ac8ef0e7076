/** 'YYYY-MM-DD' as a German date: '14.09.' for chart axes, '14.09.2026' for tables. The date is a calendar day, so UTC keeps it. */
const shortDay = new Intl.DateTimeFormat('de-DE', { timeZone: 'UTC', day: '2-digit', month: '2-digit' });
const longDay = new Intl.DateTimeFormat('de-DE', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });
const percent = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 0 });

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
export const formatShortDay = (day: string) => shortDay.format(asDate(day));
export const formatDay = (day: string) => longDay.format(asDate(day));

/** A share of 0 to 1 as '25 %'. */
export const formatPercent = (share: number) => percent.format(share);

/** Converted of started, as '25 %'; '–' for a week without trials. */
export function conversionRate(converted: number, started: number): string {
  return started === 0 ? '–' : formatPercent(converted / started);
}
