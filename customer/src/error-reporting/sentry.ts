import { browserTracingIntegration, captureException, init } from '@sentry/browser';
import { errorReportingOptions, tracingOptions, type CaptureError, type TelemetrySettings } from '@bfsm/api-adapter';

/**
 * Starts the Sentry browser SDK (a chunk of its own, loaded after the first screen): it catches
 * uncaught errors itself from now on, traces every page load and navigation, and sends through
 * the portal's tunnel. Returns how the app reports an error it caught itself.
 */
export function startSentry(settings: TelemetrySettings['errorReporting']): CaptureError {
  init({ ...errorReportingOptions(settings), integrations: [browserTracingIntegration(tracingOptions)] });
  return (error) => void captureException(error);
}
