import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error.js';
import { errorCodeOf } from '../http/error-handler.js';
import type { AnswerToDomainError } from '../http/domain-error-answers.js';
import type { PortalMetrics } from './portal-metrics.js';

export const metricsPath = '/metrics';

/**
 * Counts every answer (by route pattern, so the label set stays small) and every sign-in
 * outcome, and serves the metrics at /metrics in Prometheus' text format.
 */
export function registerMetrics(
  app: FastifyInstance,
  deps: {
    metrics: PortalMetrics;
    mayRead(request: FastifyRequest): boolean;
    answerToDomainError: AnswerToDomainError;
  },
): void {
  const { metrics } = deps;
  const errorCodes = new WeakMap<FastifyRequest, string>();
  app.addHook('onError', async (request, _reply, error) => {
    const code = errorCodeOf(error, deps.answerToDomainError);
    if (code) errorCodes.set(request, code);
  });
  app.addHook('onResponse', (request, reply, done) => {
    // routeOptions builds a new object at every read.
    const { url, config } = request.routeOptions;
    metrics.request({ method: request.method, route: url ?? 'unmatched', status: reply.statusCode }, reply.elapsedTime / 1000);
    if (config.call?.name === 'checkLogin') {
      metrics.signIn(reply.statusCode === 200 ? 'success' : (errorCodes.get(request) ?? String(reply.statusCode)));
    }
    done();
  });

  // Scraped every few seconds: not worth a line in the log at info level.
  app.get(metricsPath, { logLevel: 'warn' }, async (request, reply) => {
    if (!deps.mayRead(request)) throw HttpError.forbidden();
    const body = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(body);
  });
}
