import { addDays } from '../calendar/portal-time-zone.js';

/** One year on from a day: the same day of the next year (the 29th of February becomes the 28th). */
export function oneYearAfter(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year + 1, month, 0)).getUTCDate();
  return `${year + 1}-${String(month).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

/**
 * The term an order buys: from the day after the current licence's last day when that is today
 * or later, or lies in the grace period after it (a renewal continues where the old term ends,
 * not from today, also when it is accepted late: decision 066), else from today; one year, its
 * last day included.
 */
export function licenceTermAfter(currentEnd: string | null, today: string, graceDays: number): { start: string; end: string } {
  const continues = currentEnd !== null && addDays(currentEnd, graceDays) >= today;
  const start = continues ? addDays(currentEnd, 1) : today;
  return { start, end: addDays(oneYearAfter(start), -1) };
}
