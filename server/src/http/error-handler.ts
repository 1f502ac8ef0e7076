import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { texts, type ApiErrorBody } from '@bfsm/api-adapter';
import { HttpError } from './http-error.js';

/**
 * The one error handler: expected errors keep their German message, Fastify's own 4xx errors
 * get a German one, and the inside of a 5xx is logged but never shown.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    // Refused before its body was read (origin, token, a file nobody asked for, too large): the
    // connection closes after the answer, so the server never reads the rest.
    if (request.raw.complete === false) reply.header('connection', 'close');
    if (error instanceof HttpError) return sendHttpError(reply, error);
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ error: 'too-many-requests', message: texts.errors.tooManyAttempts });
    // Fastify's bodyLimit and the multipart limits (parts, fields, files).
    if (status === 413) return sendHttpError(reply, HttpError.payloadTooLarge());
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send({ error: 'bad-request', message: texts.errors.invalidInput });
    }
    // Logged as `req`, so the address goes through the logger's redaction of codes and tokens.
    request.log.error({ err: error, req: request }, 'request failed');
    return reply.status(500).send({ error: 'internal', message: texts.errors.generic });
  });
}

function sendHttpError(reply: FastifyReply, error: HttpError): FastifyReply {
  const body: ApiErrorBody = { error: error.code, message: error.message };
  if (error.target) body.target = error.target;
  return reply.status(error.statusCode).send(body);
}
