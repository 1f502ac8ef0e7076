import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config/config.js';

/**
 * The server's pino logger: JSON lines for log shippers; in development (NODE_ENV=development)
 * readable lines through pino-pretty, which is a devDependency and therefore only used when it
 * is installed.
 */
export async function loggerOptions(config: Pick<Config, 'environment' | 'logLevel'>): Promise<FastifyServerOptions['logger']> {
  if (config.environment === 'development' && (await isInstalled('pino-pretty'))) {
    return { level: config.logLevel, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } };
  }
  return { level: config.logLevel };
}

async function isInstalled(module: string): Promise<boolean> {
  try {
    await import(module);
    return true;
  } catch {
    return false;
  }
}
