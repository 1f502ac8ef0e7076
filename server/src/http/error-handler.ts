import type { FastifyError, FastifyInstance } from 'fastify';
import { texts, type ApiErrorBody } from '@bfsm/api-adapter';
import { HttpError } from './http-error.js';

/**
 * The one error handler: expected errors keep their German message, Fastify's own 4xx errors
 * get a German one, and the inside of a 5xx is logged but never shown.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const body: ApiErrorBody = { error: error.code, message: error.message };
      if (error.target) body.target = error.target;
      return reply.status(error.statusCode).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ error: 'too-many-requests', message: texts.errors.tooManyAttempts });
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send({ error: 'bad-request', message: texts.errors.invalidInput });
    }
    // Logged as `req`, so the address goes through the logger's redaction of codes and tokens.
    request.log.error({ err: error, req: request }, 'request failed');
    return reply.status(500).send({ error: 'internal', message: texts.errors.generic });
  });
}
