/** The first and last day (YYYY-MM-DD) of the month before `today`'s: what an adviser usually asks for. */
export function previousMonth(today: string): { from: string; to: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}
