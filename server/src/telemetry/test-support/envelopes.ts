/**
 * Envelopes as the Sentry browser SDK writes them (header line, then item header and payload per
 * item), for tests of the tunnel without a browser.
 */
export function envelope(
  dsn: string | undefined,
  items: Array<[Record<string, unknown>, unknown]>,
  header: Record<string, unknown> = {},
): string {
  const head = { event_id: '0123456789abcdef0123456789abcdef', sent_at: '2026-03-01T10:00:00.000Z', ...(dsn ? { dsn } : {}), ...header };
  return [head, ...items.flat()].map((part) => (typeof part === 'string' ? part : JSON.stringify(part))).join('\n');
}

/** An error event of a page, as the SDK reports an uncaught TypeError. */
export function errorEvent(overrides: Record<string, unknown> = {}): [Record<string, unknown>, Record<string, unknown>] {
  return [
    { type: 'event' },
    {
      event_id: '0123456789abcdef0123456789abcdef',
      level: 'error',
      environment: 'production',
      platform: 'javascript',
      exception: {
        values: [
          {
            type: 'TypeError',
            value: "Cannot read properties of undefined (reading 'name')",
            stacktrace: {
              frames: [
                { filename: 'http://localhost:3000/assets/index-abc.js', function: 'render', lineno: 1, colno: 200 },
                { filename: 'http://localhost:3000/assets/Dashboard-def.js', function: 'licenceName', lineno: 3, colno: 42 },
              ],
            },
          },
        ],
      },
      request: { url: 'http://localhost:3000/account' },
      ...overrides,
    },
  ];
}
