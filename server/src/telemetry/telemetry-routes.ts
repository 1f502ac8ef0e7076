import type { FastifyInstance } from 'fastify';
import { telemetryCalls, texts, type TelemetrySettings } from '@bfsm/api-adapter';
import { contractRoute, type ContractRouteOptions } from '../http/contract-route.js';
import { HttpError } from '../http/http-error.js';
import { createAddressRateLimit } from './address-rate-limit.js';
import { maxEnvelopeBytes, type ErrorReportTunnel } from './error-report-tunnel.js';

export interface TelemetryRouteDeps {
  route: ContractRouteOptions;
  tunnel: ErrorReportTunnel;
  analytics: TelemetrySettings['analytics'] | undefined;
  reportsPerMinute: number;
}

/** The settings the apps start error reporting and analytics with, and the error-report tunnel. */
export function registerTelemetryRoutes(app: FastifyInstance, deps: TelemetryRouteDeps): void {
  const settings: TelemetrySettings = { errorReporting: { dsn: deps.tunnel.dsn }, analytics: deps.analytics ?? null };
  const rateLimit = createAddressRateLimit({ perWindow: deps.reportsPerMinute });

  // The SDK posts its envelopes as text/plain, which Fastify reads already; Sentry's own type as well.
  app.addContentTypeParser('application/x-sentry-envelope', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  contractRoute(app, deps.route, telemetryCalls.getTelemetrySettings, async () => settings);

  contractRoute(
    app,
    deps.route,
    telemetryCalls.sendErrorReport,
    async ({ body }, request) => {
      if (!rateLimit.take(request.ip)) throw new HttpError(429, 'too-many-attempts', texts.errors.tooManyAttempts);
      await deps.tunnel.accept(body.text, request.log);
      return { success: true as const };
    },
    { bodyLimit: maxEnvelopeBytes },
  );
}
