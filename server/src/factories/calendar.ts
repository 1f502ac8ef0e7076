/** The calendar date (UTC) that lies `days` from today, as 'YYYY-MM-DD'. */
export function dateInDays(days: number, from: Date = new Date()): string {
  return new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}
