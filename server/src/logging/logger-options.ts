import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config/config.js';
import type { UrlRedactor } from './secret-url.js';

/** Where log lines (JSON, one a call) go instead of stdout. */
export interface LogStream {
  write(line: string): void;
}

/**
 * The server's (pino) log: JSON lines for log shippers, Fastify's usual request line with its
 * address through the redactor (and so every other line that logs `{ req: request }`, such as
 * the error handler's). In development (NODE_ENV=development) readable lines through
 * pino-pretty, a devDependency, used only when it is installed.
 */
export async function loggerOptions(options: {
  config: Pick<Config, 'environment' | 'logLevel'>;
  redactor: UrlRedactor;
  stream?: LogStream | undefined;
}): Promise<FastifyServerOptions['logger']> {
  const serializers = {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: options.redactor.redact(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket.remotePort,
    }),
  };
  const level = options.config.logLevel;
  if (options.stream) return { level, stream: options.stream, serializers };
  if (options.config.environment === 'development' && (await isInstalled('pino-pretty'))) {
    return {
      level,
      serializers,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } },
    };
  }
  return { level, serializers };
}

async function isInstalled(module: string): Promise<boolean> {
  try {
    await import(module);
    return true;
  } catch {
    return false;
  }
}
