import type { FastifyInstance } from 'fastify';
import type { Readiness } from './readiness.js';

export const healthPaths = { liveness: '/healthz', readiness: '/readyz' } as const;

/**
 * Health checks for load balancers and orchestrators: cheap, unauthenticated, never cached, and
 * (asked every few seconds) logged only from warn level up. /healthz: the process runs.
 * /readyz: this instance should get traffic.
 */
export function registerHealthRoutes(app: FastifyInstance, readiness: Readiness): void {
  const routeOptions = { logLevel: 'warn' } as const;

  app.get(healthPaths.liveness, routeOptions, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'alive' }),
  );

  app.get(healthPaths.readiness, routeOptions, async (_request, reply) => {
    const reason = await readiness.check();
    reply.header('cache-control', 'no-store');
    return reason ? reply.status(503).send({ status: 'not-ready', reason }) : reply.send({ status: 'ready' });
  });

  // Clients that keep their connection open learn on their next answer to go elsewhere.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (readiness.draining) reply.header('connection', 'close');
    done(null, payload);
  });
}
