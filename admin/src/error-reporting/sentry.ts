import { browserTracingIntegration, captureException, init } from '@sentry/browser';
import { errorReportingOptions, tracingOptions, type CaptureError, type TelemetrySettings } from '@bfsm/api-adapter';

/**
 * Starts the Sentry browser SDK (a chunk of its own, loaded after the admin has been drawn): it
 * catches uncaught errors itself from now on, traces page loads and navigations, and sends
 * through the portal's tunnel. Returns how the app reports an error it caught itself.
 */
export function startSentry(settings: TelemetrySettings['errorReporting']): CaptureError {
  init({ ...errorReportingOptions(settings), integrations: [browserTracingIntegration(tracingOptions)] });
  return (error) => void captureException(error);
}
