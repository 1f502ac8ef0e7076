import { telemetryCalls, type AnalyticsSettings, type ApiClient } from '@bfsm/api-adapter';
import { appErrors } from './app-errors';

/**
 * Loads the operator's settings once the first screen is drawn, then starts error reporting
 * (the SDK's own chunk) and hands the analytics settings, when there are any, to `onAnalytics`.
 * Settings that do not load mean neither runs: the app works on without them.
 */
export async function startTelemetry(client: ApiClient, onAnalytics: (settings: AnalyticsSettings) => void): Promise<void> {
  try {
    const settings = await client.call(telemetryCalls.getTelemetrySettings, {}, { redirectOnUnauthorized: false });
    if (settings.analytics) onAnalytics(settings.analytics);
    const { startSentry } = await import('./sentry');
    appErrors.handOver(startSentry(settings.errorReporting));
  } catch {
    appErrors.stop();
  }
}
