/** One formatter for all: building one per call costs more than the formatting (100,000 rows of a CSV export). */
const germanUtcDate = new Intl.DateTimeFormat('de-DE', { timeZone: 'UTC' });

/**
 * A date of an admin list in German short form, read in UTC (the rule: de-DE short
 * format, lists in UTC), so a row shows the same day whatever the admin's time zone.
 * Empty for a missing or unreadable value.
 */
export function formatListDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : germanUtcDate.format(date);
}
