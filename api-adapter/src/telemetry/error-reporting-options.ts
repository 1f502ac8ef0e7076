import { sendErrorReport, type TelemetrySettings } from '../contract/telemetry.js';
import { scrubSecrets, scrubText } from './scrub-secrets.js';

/** Decision 021: error reporting runs in environment production … */
export const errorReportingEnvironment = 'production';
/** … with performance-trace sampling at 100 percent. */
export const traceSampleRate = 1;

/**
 * The options both apps start the Sentry browser SDK with: envelopes go through the portal's own
 * tunnel, no personal data is added by the SDK, and every event, span and breadcrumb is scrubbed
 * before it leaves the browser (the server scrubs again). Traces are streamed as spans, the SDK's
 * default since version 11 (`beforeSendTransaction` only applies to the old transaction events).
 */
export function errorReportingOptions(settings: TelemetrySettings['errorReporting']) {
  return {
    dsn: settings.dsn,
    tunnel: sendErrorReport.path,
    environment: errorReportingEnvironment,
    tracesSampleRate: traceSampleRate,
    sendDefaultPii: false,
    beforeSend: scrubSecrets,
    beforeSendSpan: scrubSecrets,
    beforeBreadcrumb: scrubSecrets,
  };
}

/**
 * Options of the SDK's browser tracing: a page load or navigation is named after its address,
 * which goes into the envelope's header before any hook sees the span, so it is scrubbed
 * where the name is made.
 */
export const tracingOptions = {
  beforeStartSpan: <O extends { name: string }>(options: O): O => ({ ...options, name: scrubText(options.name) }),
};
