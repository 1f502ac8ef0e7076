import { portalTimeZone } from '../calendar/portal-time-zone.js';

const dateTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: portalTimeZone,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** One sent notification as the Erweitert tab lists it: '03.02.2026, 14:05 Uhr – Ihre Testphase endet bald'. */
export function notificationLine(sentAt: Date, subject: string): string {
  return `${dateTime.format(sentAt)} Uhr – ${subject}`;
}
