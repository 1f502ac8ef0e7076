import { telemetryCalls, type AnalyticsSettings, type ApiClient } from '@bfsm/api-adapter';
import { pageSettled } from '../services/page-settled';
import { appErrors } from './app-errors';

/**
 * Loads the operator's settings once the first screen is drawn and hands the analytics settings,
 * when there are any, to `onAnalytics`; starts error reporting (the SDK's own chunk) once the
 * page has settled (`settled`), as the SDK's start costs a phone's CPU what the first screen
 * needs (decision 025). Settings that do not load mean neither runs: the app works on without them.
 */
export async function startTelemetry(
  client: ApiClient,
  onAnalytics: (settings: AnalyticsSettings) => void,
  settled: () => Promise<void> = pageSettled,
): Promise<void> {
  try {
    const settings = await client.call(telemetryCalls.getTelemetrySettings, {}, { redirectOnUnauthorized: false });
    if (settings.analytics) onAnalytics(settings.analytics);
    await settled();
    const { startSentry } = await import('./sentry');
    appErrors.handOver(startSentry(settings.errorReporting));
  } catch {
    appErrors.stop();
  }
}
