/** Whole days from today until the licence's last day (it runs until 23:59 of that day); never negative. */
export function daysLeft(expiration: string | null, today: Date): number | null {
  if (expiration === null) return null;
  const end = Date.parse(`${expiration}T00:00:00Z`);
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.max(0, Math.round((end - start) / 86_400_000));
}
