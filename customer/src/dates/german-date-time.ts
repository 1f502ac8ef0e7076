import { twoDigits } from './german-date';

const hour = 3_600_000;

/** 01:00 UTC on the last Sunday of `month` (0-based) of `year`: when German summer time begins (March) and ends (October). */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * The offset of German time from UTC at `moment`: an hour, two in summer time, which the EU's rule
 * (since 1996) starts on the last Sunday of March and ends on the last Sunday of October, both at
 * 01:00 UTC. The unit test holds it to Intl's Europe/Berlin for every change of the clocks from 1996 on.
 */
function germanOffset(moment: number): number {
  const year = new Date(moment).getUTCFullYear();
  return moment >= lastSundayAtOneUtc(year, 2) && moment < lastSundayAtOneUtc(year, 9) ? 2 * hour : hour;
}

/**
 * A moment (ISO 8601) as '31.12.2025, 14:05 Uhr' in German time: our customers are in Germany, so
 * a moment reads the same on every device, whatever zone it is set to. Written out by hand, not
 * with Intl.DateTimeFormat: a page's first Intl formatter starts ICU, 30 to 70 ms of one task on a
 * fast machine and four times that on a phone, which made the account screens block
 * (docs/benchmarks.md, 'Kundenseiten auf dem Telefon').
 */
export function germanDateTime(iso: string | Date): string {
  const moment = (typeof iso === 'string' ? new Date(iso) : iso).getTime();
  if (Number.isNaN(moment)) throw new RangeError(`Kein Zeitpunkt: ${String(iso)}`);
  const german = new Date(moment + germanOffset(moment));
  const day = `${twoDigits(german.getUTCDate())}.${twoDigits(german.getUTCMonth() + 1)}.${german.getUTCFullYear()}`;
  return `${day}, ${twoDigits(german.getUTCHours())}:${twoDigits(german.getUTCMinutes())} Uhr`;
}
