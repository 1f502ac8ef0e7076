import { telemetryCalls, type ApiClient } from '@bfsm/api-adapter';
import { appErrors } from './app-errors';

/** Loads the DSN from the server and starts error reporting (its own chunk); without the settings, none runs. */
export async function startErrorReporting(client: ApiClient): Promise<void> {
  try {
    const settings = await client.call(telemetryCalls.getTelemetrySettings, {}, { redirectOnUnauthorized: false });
    const { startSentry } = await import('./sentry');
    appErrors.handOver(startSentry(settings.errorReporting));
  } catch {
    appErrors.stop();
  }
}
