import type { TelemetrySettings } from '@bfsm/api-adapter';
import { domainRoutes } from '../http/domain-routes.js';
import { DomainError } from '../errors/domain-error.js';
import { createAddressRateLimit } from './address-rate-limit.js';
import { maxEnvelopeBytes, type ErrorReportTunnel } from './error-report-tunnel.js';

export interface TelemetryRouteDeps {
  tunnel: ErrorReportTunnel;
  analytics: TelemetrySettings['analytics'] | undefined;
  reportsPerMinute: number;
}

/** The settings the apps start error reporting and analytics with, and the error-report tunnel. */
export function telemetryRoutes(deps: TelemetryRouteDeps) {
  const settings: TelemetrySettings = { errorReporting: { dsn: deps.tunnel.dsn }, analytics: deps.analytics ?? null };
  const rateLimit = createAddressRateLimit({ perWindow: deps.reportsPerMinute });

  return domainRoutes('telemetry', {
    getTelemetrySettings: async () => settings,

    sendErrorReport: {
      handler: async ({ body }, request) => {
        if (!rateLimit.take(request.ip)) throw new DomainError('tooManyAttempts');
        await deps.tunnel.accept(body.text, request.log);
        return { success: true as const };
      },
      limits: { bodyLimit: maxEnvelopeBytes },
    },
  });
}
