import type { FastifyLoggerOptions, FastifyRequest } from 'fastify';
import type { UrlRedactor } from './secret-url.js';

/** Where log lines (JSON, one a call) go instead of stdout. */
export interface LogStream {
  write(line: string): void;
}

/**
 * The server's (pino) log: Fastify's usual request line, but its address goes through the
 * redactor, and so does every other line that logs `{ req: request }` (the error handler).
 */
export function loggerOptions(options: { level: string; redactor: UrlRedactor; stream?: LogStream | undefined }): FastifyLoggerOptions {
  return {
    level: options.level,
    ...(options.stream ? { stream: options.stream } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: options.redactor.redact(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket.remotePort,
      }),
    },
  };
}
