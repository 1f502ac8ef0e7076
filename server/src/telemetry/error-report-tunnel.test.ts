import { createErrorReportTunnel, type TunnelLogger } from './error-report-tunnel.js';
import { envelope, errorEvent } from './test-support/envelopes.js';

function recordingLog() {
  const entries: Array<{ level: 'warn' | 'debug'; details: object; message: string }> = [];
  const log: TunnelLogger = {
    warn: (details, message) => void entries.push({ level: 'warn', details, message }),
    debug: (details, message) => void entries.push({ level: 'debug', details, message }),
  };
  return { log, entries };
}

describe('the error-report tunnel without SENTRY_DSN', () => {
  const tunnel = createErrorReportTunnel({ sentryDsn: undefined, publicOrigin: 'https://portal.example.test' });

  it('hands the apps a DSN that names this portal', () => {
    expect(tunnel.dsn).toBe('https://portal@portal.example.test/0');
  });

  it('writes an error to the log with what an operator needs to find it, scrubbed', async () => {
    const { log, entries } = recordingLog();
    await tunnel.accept(
      envelope(tunnel.dsn, [errorEvent({ request: { url: 'https://portal.example.test/confirm-mail/12-GeHeimerCode1234567890' } })]),
      log,
    );
    expect(entries).toEqual([
      {
        level: 'warn',
        message: 'browser error report',
        details: {
          errorReport: {
            eventId: '0123456789abcdef0123456789abcdef',
            level: 'error',
            message: undefined,
            exceptions: [
              {
                error: "TypeError: Cannot read properties of undefined (reading 'name')",
                at: 'licenceName (http://localhost:3000/assets/Dashboard-def.js:3:42)',
              },
            ],
            url: 'https://portal.example.test/confirm-mail/[Filtered]',
            environment: 'production',
            release: undefined,
          },
        },
      },
    ]);
  });

  it('writes performance traces at debug level only: the page loads of streamed spans, or a transaction', async () => {
    const { log, entries } = recordingLog();
    const spans = {
      version: 2,
      items: [
        {
          name: 'Pageload',
          is_segment: true,
          attributes: { 'sentry.op': { value: 'pageload', type: 'string' }, 'url.path': { value: '/login', type: 'string' } },
        },
        { name: 'Load event', is_segment: false, attributes: { 'sentry.op': { value: 'browser.load_event', type: 'string' } } },
      ],
    };
    await tunnel.accept(
      envelope(tunnel.dsn, [[{ type: 'span', item_count: 2, content_type: 'application/vnd.sentry.items.span.v2+json' }, spans]]),
      log,
    );
    await tunnel.accept(
      envelope(tunnel.dsn, [[{ type: 'transaction' }, { transaction: '/concept', contexts: { trace: { op: 'navigation' } } }]]),
      log,
    );
    expect(entries).toEqual([
      { level: 'debug', message: 'browser performance trace', details: { trace: [{ op: 'pageload', address: '/login' }] } },
      { level: 'debug', message: 'browser performance trace', details: { trace: [{ op: 'navigation', address: '/concept' }] } },
    ]);
  });
});

describe('the error-report tunnel with SENTRY_DSN', () => {
  it('hands the apps only the public part of a DSN that still carries a secret key', () => {
    const tunnel = createErrorReportTunnel({
      sentryDsn: 'https://public123:secret456@o1.ingest.sentry.example/42',
      publicOrigin: 'https://portal.example.test',
    });
    expect(tunnel.dsn).toBe('https://public123@o1.ingest.sentry.example/42');
  });
});
