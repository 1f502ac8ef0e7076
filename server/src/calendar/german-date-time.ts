import { portalTimeZone } from './portal-time-zone.js';

const dateTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: portalTimeZone,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A moment as German texts write it, in Berlin time: '03.02.2026, 14:05 Uhr'. */
export function germanDateTime(moment: Date): string {
  return `${dateTime.format(moment)} Uhr`;
}
