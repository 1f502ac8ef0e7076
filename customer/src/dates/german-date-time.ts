const format = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** A moment (ISO timestamp) as '31.12.2025, 14:05', in the time zone of the person's browser. */
export function germanDateTime(iso: string | Date): string {
  return format.format(typeof iso === 'string' ? new Date(iso) : iso);
}
