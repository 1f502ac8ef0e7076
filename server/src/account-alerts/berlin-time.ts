import { portalTimeZone } from '../calendar/portal-time-zone.js';

const berlin = new Intl.DateTimeFormat('de-DE', {
  timeZone: portalTimeZone,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A moment as a German reader expects it in a mail: '26.11.2026, 09:15 Uhr' (Berlin time). */
export function berlinTime(moment: Date): string {
  return `${berlin.format(moment)} Uhr`;
}
