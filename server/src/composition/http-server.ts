import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import type { Config } from '../config/config.js';
import type { DatabaseHandle } from '../db/database.js';
import { bodyLimits } from '../http/body-limits.js';
import { registerErrorHandler, replyToFrameworkError } from '../http/error-handler.js';
import { createRouteMethods, type RouteMethods } from '../http/route-methods.js';
import { registerTextBodies } from '../http/request-body.js';
import { loggerOptions, type LogStream } from '../logging/logger-options.js';
import { createUrlRedactor } from '../logging/secret-url.js';
import { registerRequestIdHeader, requestIdOptions } from '../logging/request-id.js';
import { registerSecurityHeaders } from '../security/security-headers.js';
import { createReadiness } from '../health/readiness.js';
import { registerHealthRoutes } from '../health/health-routes.js';
import { createPortalMetrics, type PortalMetrics } from '../metrics/portal-metrics.js';
import { createMetricsAccess } from '../metrics/metrics-access.js';
import { registerMetrics } from '../metrics/metrics-routes.js';
import { answerToDomainError } from './domain-error-answers.js';

/**
 * Fastify with everything every request passes, before any domain: logging with secrets
 * redacted, request ids, the route table, metrics, health, cookies, bodies, the one error
 * handler and the security headers.
 */
export async function createHttpServer(options: {
  config: Config;
  database: DatabaseHandle;
  log?: false | { stream: LogStream };
}): Promise<{ app: FastifyInstance; metrics: PortalMetrics; routeMethods: RouteMethods }> {
  const { config } = options;
  // Learns every route with a code or token in its path (onRoute below), so the log never shows one.
  const redactor = createUrlRedactor();
  const app = Fastify({
    logger: options.log === false ? false : await loggerOptions({ config, redactor, stream: options.log?.stream }),
    ...requestIdOptions(config.trustProxy !== false),
    trustProxy: config.trustProxy,
    bodyLimit: bodyLimits.jsonOrFormBytes,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: replyToFrameworkError(answerToDomainError),
  });

  // The route table, for the test that compares the server's routes with the contract.
  const routeTable: Array<{ method: string; url: string }> = [];
  app.decorate('routeTable', routeTable);
  // Which methods each address takes, for 405 and OPTIONS (unmatched-requests.ts).
  const routeMethods = createRouteMethods();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routeMethods.add(method, route.url);
      if (method !== 'HEAD') routeTable.push({ method, url: route.url });
    }
    redactor.addRoute(route.url);
  });

  registerRequestIdHeader(app);
  const metrics = createPortalMetrics({
    database: options.database,
    onCollectError: (error) => app.log.warn({ err: error }, 'Metrik aus der Datenbank nicht lesbar'),
  });
  registerMetrics(app, { metrics, mayRead: createMetricsAccess(config.metrics), answerToDomainError });
  app.decorate('readiness', createReadiness(options.database.db));
  registerHealthRoutes(app, app.readiness);

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  registerTextBodies(app);
  registerErrorHandler(app, { strictContract: config.environment === 'test', answerToDomainError });
  const { analytics } = config.telemetry;
  registerSecurityHeaders(app, {
    https: config.secureCookies,
    imageOrigins: config.imageOrigins,
    ...(analytics ? { trackerOrigin: new URL(analytics.trackerUrl).origin } : {}),
  });
  return { app, metrics, routeMethods };
}
