import { dsnToString, getEnvelopeEndpointWithUrlEncodedAuth, makeDsn, type DsnComponents } from '@sentry/core';
import { DomainError } from '../errors/domain-error.js';
import { readEnvelope, scrubEnvelope, serializeEnvelope, MalformedEnvelopeError, type EnvelopeItem } from './error-envelope.js';

/** Largest envelope the tunnel reads: a browser's error with its breadcrumbs is a few kilobytes. */
export const maxEnvelopeBytes = 200 * 1024;

/** How long Sentry may take to accept a report before it is given up (and logged). */
const forwardTimeoutMs = 10_000;

/** What the tunnel writes to the log (a request's Fastify logger). */
export interface TunnelLogger {
  warn(details: object, message: string): void;
  debug(details: object, message: string): void;
}

export interface ErrorReportTunnel {
  /** The DSN the apps must put into their envelopes (the public part of SENTRY_DSN, or the log's own). */
  readonly dsn: string;
  /** Checks, scrubs and forwards one envelope (or logs it without SENTRY_DSN). */
  accept(text: string, log: TunnelLogger): Promise<void>;
}

/**
 * The error-report tunnel. It forwards only envelopes addressed to the operator's own Sentry
 * project, so it cannot be used to send anything anywhere else; without SENTRY_DSN the reports
 * go to the server's log under a DSN that names this portal.
 */
export function createErrorReportTunnel(options: { sentryDsn: string | undefined; publicOrigin: string }): ErrorReportTunnel {
  const upstream = options.sentryDsn ? makeDsn(options.sentryDsn) : undefined;
  if (options.sentryDsn && !upstream) throw new Error('SENTRY_DSN ist kein gültiger Sentry-DSN.');
  const dsn = dsnToString(upstream ?? portalDsn(options.publicOrigin));

  return {
    dsn,
    async accept(text, log) {
      let envelope;
      try {
        envelope = readEnvelope(text);
      } catch (error) {
        if (error instanceof MalformedEnvelopeError) throw new DomainError('malformedErrorReport');
        throw error;
      }
      // Compared as text: dsnToString writes the DSN the same way in the SDK and here.
      if (envelope.header.dsn !== dsn) throw new DomainError('foreignErrorReport');
      const scrubbed = scrubEnvelope(envelope);
      if (scrubbed.items.length === 0) return;
      if (upstream) await forward(upstream, serializeEnvelope(scrubbed), log);
      else for (const item of scrubbed.items) logItem(item, log);
    },
  };
}

/** A DSN that names this portal, for the apps to address their envelopes to when no Sentry is configured. */
function portalDsn(publicOrigin: string): DsnComponents {
  const url = new URL(publicOrigin);
  return {
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    publicKey: 'portal',
    host: url.hostname,
    port: url.port,
    path: '',
    projectId: '0',
  };
}

async function forward(upstream: DsnComponents, body: string, log: TunnelLogger): Promise<void> {
  try {
    const response = await fetch(getEnvelopeEndpointWithUrlEncodedAuth(upstream), {
      method: 'POST',
      headers: { 'content-type': 'application/x-sentry-envelope' },
      body,
      signal: AbortSignal.timeout(forwardTimeoutMs),
    });
    if (!response.ok) log.warn({ status: response.status }, 'Sentry did not accept an error report');
  } catch (error) {
    log.warn({ err: error }, 'error report could not be forwarded to Sentry');
  }
}

/** Without Sentry: an error in the log with what an operator needs to find it; traces only at debug level. */
function logItem({ header, payload }: EnvelopeItem, log: TunnelLogger): void {
  if (header.type === 'event') log.warn({ errorReport: summary(payload) }, 'browser error report');
  else if (header.type === 'span' || header.type === 'transaction')
    log.debug({ trace: traceSummary(payload) }, 'browser performance trace');
}

interface StreamedSpan {
  name?: unknown;
  is_segment?: unknown;
  attributes?: Record<string, { value?: unknown } | undefined>;
}

/** The page loads and navigations of a trace: streamed spans (SDK 11) or a transaction (older SDKs). */
function traceSummary(payload: Record<string, unknown>) {
  if (!Array.isArray(payload.items))
    return [{ op: (payload.contexts as { trace?: { op?: unknown } } | undefined)?.trace?.op, address: payload.transaction }];
  return (payload.items as StreamedSpan[])
    .filter((span) => span.is_segment === true)
    .map((span) => ({ op: span.attributes?.['sentry.op']?.value, address: span.attributes?.['url.path']?.value ?? span.name }));
}

interface ExceptionValue {
  type?: string;
  value?: string;
  stacktrace?: { frames?: Array<{ filename?: string; function?: string; lineno?: number; colno?: number }> };
}

function summary(event: Record<string, unknown>) {
  const exceptions = ((event.exception as { values?: ExceptionValue[] } | undefined)?.values ?? []).map((exception) => {
    // Sentry lists frames from the outermost call to the throwing one.
    const frame = exception.stacktrace?.frames?.at(-1);
    return {
      error: [exception.type, exception.value].filter(Boolean).join(': '),
      at: frame ? `${frame.function ?? '?'} (${frame.filename ?? '?'}:${frame.lineno ?? '?'}:${frame.colno ?? '?'})` : undefined,
    };
  });
  return {
    eventId: event.event_id,
    level: event.level,
    message: event.message,
    exceptions,
    url: (event.request as { url?: unknown } | undefined)?.url,
    environment: event.environment,
    release: event.release,
  };
}
