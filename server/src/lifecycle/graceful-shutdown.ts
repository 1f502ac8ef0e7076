import type { FastifyBaseLogger } from 'fastify';
import type { Readiness } from '../health/readiness.js';

export interface ShutdownSteps {
  readiness: Pick<Readiness, 'startDraining'>;
  /** Waits while load balancers notice the 503 of /readyz, still serving requests meanwhile. */
  drain(signal: string): Promise<void>;
  /** What to close afterwards, in this order (the application before its database). */
  close: ReadonlyArray<() => Promise<void>>;
  log: Pick<FastifyBaseLogger, 'info'>;
}

/**
 * The server's way out: stop being ready, let the load balancers move traffic elsewhere, then
 * finish the running requests and close. A second signal does not start it again.
 */
export function createShutdown(steps: ShutdownSteps): (signal: string) => Promise<void> {
  let shuttingDown: Promise<void> | undefined;
  return (signal) => {
    shuttingDown ??= (async () => {
      steps.readiness.startDraining();
      steps.log.info(`${signal}: keine neuen Anfragen mehr über den Load Balancer; beende laufende Anfragen und schließe die Datenbank`);
      await steps.drain(signal);
      for (const close of steps.close) await close();
    })();
    return shuttingDown;
  };
}
