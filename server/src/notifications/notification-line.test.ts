import { notificationLine } from './notification-line.js';

describe('notificationLine', () => {
  it('writes date and time of Berlin in de-DE before the subject', () => {
    expect(notificationLine(new Date('2026-02-03T13:05:00Z'), 'Ihre Testphase endet bald')).toBe(
      '03.02.2026, 14:05 Uhr – Ihre Testphase endet bald',
    );
    // Summer time, and a day that in UTC is still the one before.
    expect(notificationLine(new Date('2026-06-30T22:30:00Z'), 'Willkommen')).toBe('01.07.2026, 00:30 Uhr – Willkommen');
  });
});
