/**
 * The portal's customers and staff are in Germany: times they read (a notification's hour) and
 * calendar days they count (issued licences) are those of Berlin, whatever zone the server runs in.
 */
export const portalTimeZone = 'Europe/Berlin';

const berlinDay = new Intl.DateTimeFormat('en-CA', { timeZone: portalTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day ('YYYY-MM-DD') that it is in Berlin at `moment`. */
export function portalDate(moment: Date): string {
  return berlinDay.format(moment);
}

/** The day `days` after the calendar day `date` ('YYYY-MM-DD'); negative goes back. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The first day ('YYYY-MM-01') of the month `monthsBack` months before the month of the calendar day `date`. */
export function monthStart(date: string, monthsBack = 0): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 - monthsBack, 1)).toISOString().slice(0, 10);
}
