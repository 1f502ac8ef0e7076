import { germanDateTime } from '../calendar/german-date-time.js';

/** One sent notification as the Erweitert tab lists it: '03.02.2026, 14:05 Uhr – Ihre Testphase endet bald'. */
export function notificationLine(sentAt: Date, subject: string): string {
  return `${germanDateTime(sentAt)} – ${subject}`;
}
