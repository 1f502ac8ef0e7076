/**
 * Today's date in Berlin, as YYYY-MM-DD (the Swedish locale writes dates that way): the portal's
 * days are Berlin's, and the UTC date is yesterday's until 1 or 2 o'clock in the night.
 */
export function todayInBerlin(now = new Date()): string {
  return now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
}
