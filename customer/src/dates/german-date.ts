/** 7 as '07': days, months, hours and minutes in German dates. */
export const twoDigits = (value: number): string => String(value).padStart(2, '0');

/**
 * A calendar day (YYYY-MM-DD, or a timestamp whose first 10 characters are one) as '31.12.2025'.
 * Written out by hand, not with Intl.DateTimeFormat: a page's first Intl formatter starts ICU,
 * 30 to 70 ms of one task on a fast machine and four times that on a phone, which made the account
 * screens block (docs/benchmarks.md, 'Kundenseiten auf dem Telefon').
 */
export function germanDate(isoDay: string): string {
  const day = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) throw new RangeError(`Kein Datum: ${isoDay}`);
  return `${twoDigits(day.getUTCDate())}.${twoDigits(day.getUTCMonth() + 1)}.${day.getUTCFullYear()}`;
}
