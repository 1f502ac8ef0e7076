import { telemetryCalls, type ApiClient } from '@bfsm/api-adapter';
import { appErrors } from './app-errors';
import { pageSettled } from './page-settled';

/**
 * Loads the DSN from the server and starts error reporting (its own chunk) once the page has
 * settled (`settled`): on a phone the SDK's start took the CPU the user list needed to draw
 * (decision 046). Without the settings, none runs.
 */
export async function startErrorReporting(client: ApiClient, settled: () => Promise<void> = pageSettled): Promise<void> {
  try {
    const settings = await client.call(telemetryCalls.getTelemetrySettings, {}, { redirectOnUnauthorized: false });
    await settled();
    const { startSentry } = await import('./sentry');
    appErrors.handOver(startSentry(settings.errorReporting));
  } catch {
    appErrors.stop();
  }
}
