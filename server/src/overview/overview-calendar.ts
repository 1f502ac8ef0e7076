import { addDays, portalDate } from '../calendar/portal-time-zone.js';

/** How many weeks the charts show, the current one included. */
export const chartWeeks = 12;

/**
 * The Berlin calendar days the page counts over (decision 041): today, the first days of the
 * 7- and 30-day spans that end today, and the weeks (Monday to Sunday) of the charts.
 */
export interface OverviewCalendar {
  today: string;
  last7From: string;
  last30From: string;
  /** Mondays, oldest first; the last one is this week's. */
  weekStarts: string[];
  /** Every day from the first Monday up to today. */
  days: string[];
}

/** The Monday (YYYY-MM-DD) of the week a calendar day belongs to. */
export function mondayOf(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

export function overviewCalendar(now: Date): OverviewCalendar {
  const today = portalDate(now);
  const thisMonday = mondayOf(today);
  const weekStarts = Array.from({ length: chartWeeks }, (_, index) => addDays(thisMonday, (index - chartWeeks + 1) * 7));
  const first = weekStarts[0] as string;
  const days: string[] = [];
  for (let day = first; day <= today; day = addDays(day, 1)) days.push(day);
  return { today, last7From: addDays(today, -6), last30From: addDays(today, -29), weekStarts, days };
}

/** Counts per calendar day, as the database groups them. */
export type DailyCounts = ReadonlyMap<string, number>;

/** The sums of today, the last 7 and the last 30 days. */
export function spansOf(calendar: OverviewCalendar, daily: DailyCounts) {
  let today = 0;
  let last7Days = 0;
  let last30Days = 0;
  for (const [day, count] of daily) {
    if (day > calendar.today) continue;
    if (day === calendar.today) today += count;
    if (day >= calendar.last7From) last7Days += count;
    if (day >= calendar.last30From) last30Days += count;
  }
  return { today, last7Days, last30Days };
}

/** The sum of each chart week, oldest first. */
export function weeklyOf(calendar: OverviewCalendar, daily: DailyCounts): number[] {
  const sums = new Map(calendar.weekStarts.map((monday) => [monday, 0]));
  for (const [day, count] of daily) {
    const monday = mondayOf(day);
    if (sums.has(monday) && day <= calendar.today) sums.set(monday, (sums.get(monday) ?? 0) + count);
  }
  return calendar.weekStarts.map((monday) => sums.get(monday) ?? 0);
}
