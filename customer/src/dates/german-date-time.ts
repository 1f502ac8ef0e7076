// Our customers are in Germany: a moment reads the same on every device, whatever zone it is set to.
const format = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Berlin',
});

/** A moment (ISO 8601) as '31.12.2025, 14:05 Uhr' in German time. */
export function germanDateTime(iso: string | Date): string {
  return `${format.format(typeof iso === 'string' ? new Date(iso) : iso)} Uhr`;
}
