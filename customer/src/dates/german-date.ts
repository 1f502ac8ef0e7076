const format = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** A calendar day (YYYY-MM-DD, or a timestamp whose first 10 characters are one) as '31.12.2025'. */
export function germanDate(isoDay: string): string {
  return format.format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`));
}
