import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPossibleError, texts, type ApiErrorBody, type ErrorCode } from '@bfsm/api-adapter';
import { HttpError } from './http-error.js';
import { DomainError } from '../errors/domain-error.js';
import type { AnswerToDomainError } from './domain-error-answers.js';
import { isDatabaseUnavailable } from './database-unavailable.js';
import { serverTexts } from './server-texts.js';

/** Seconds a client should wait before it tries again while the database does not answer. */
export const retryAfterSeconds = 5;

export interface ErrorHandlerOptions {
  /**
   * Tests set this: an error a call's contract does not declare becomes a 500, so a suite that
   * reaches it fails, and the test fakes built from the contract stay true to the server.
   */
  strictContract: boolean;
  /** The composition's answers to domain errors (composition/domain-error-answers.ts). */
  answerToDomainError: AnswerToDomainError;
}

/**
 * The one error handler: expected errors keep their German message, Fastify's own 4xx errors
 * get a German one, a database that does not answer gives 503 with Retry-After, and the inside
 * of a 5xx is logged but never shown.
 */
export function registerErrorHandler(app: FastifyInstance, options: ErrorHandlerOptions): void {
  app.setErrorHandler((error: FastifyError | HttpError | DomainError, request, reply) => replyWithError(error, request, reply, options));
}

/**
 * For Fastify's `frameworkErrors` option: errors met before any route is found (a broken escape
 * such as `%zz` in the path, a path parameter over the length limit) would otherwise bypass the
 * error handler and answer in Fastify's English shape.
 */
export function replyToFrameworkError(answerToDomainError: AnswerToDomainError) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    void replyWithError(error, request, reply, { strictContract: false, answerToDomainError });
  };
}

function replyWithError(
  error: FastifyError | HttpError | DomainError,
  request: FastifyRequest,
  reply: FastifyReply,
  options: ErrorHandlerOptions,
): FastifyReply {
  // Refused before its body was read (origin, token, a file nobody asked for, too large): the
  // connection closes after the answer, so the server never reads the rest.
  if (request.raw.complete === false) reply.header('connection', 'close');
  if (error instanceof DomainError) {
    const { status, body } = options.answerToDomainError(error);
    return send(request, reply, status, body, options);
  }
  if (error instanceof HttpError) {
    const body: ApiErrorBody = { error: error.code, message: error.message };
    if (error.target) body.target = error.target;
    return send(request, reply, error.statusCode, body, options);
  }
  const status = error.statusCode ?? 500;
  // Fastify's bodyLimit and the multipart limits (parts, fields, files).
  if (status === 413) return send(request, reply, 413, { error: 'payload-too-large', message: texts.errors.payloadTooLarge }, options);
  if (status === 429) return send(request, reply, 429, { error: 'too-many-attempts', message: texts.errors.tooManyAttempts }, options);
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error');
    const code = frameworkCodes[status];
    return send(request, reply, code ? status : 400, { error: code ?? 'bad-request', message: texts.errors.invalidInput }, options);
  }
  if (isDatabaseUnavailable(error)) {
    // The operator learns of the outage from /readyz and this line; the client may simply retry.
    request.log.warn({ err: error, req: request }, 'database unavailable');
    reply.header('retry-after', String(retryAfterSeconds));
    return send(request, reply, 503, { error: 'service-unavailable', message: serverTexts.serviceUnavailable }, options);
  }
  // Logged as `req`, so the address goes through the logger's redaction of codes and tokens.
  request.log.error({ err: error, req: request }, 'request failed');
  return reply.status(500).send({ error: 'internal', message: texts.errors.generic });
}

/** The contract's error code an expected error is answered with; undefined for any other error. */
export function errorCodeOf(error: unknown, answerToDomainError: AnswerToDomainError): string | undefined {
  if (error instanceof DomainError) return answerToDomainError(error).body.error;
  if (error instanceof HttpError) return error.code;
  return undefined;
}

/** Fastify's own 4xx answers that keep their status; any other becomes 400 `bad-request`. */
const frameworkCodes: Partial<Record<number, ErrorCode>> = { 414: 'uri-too-long', 415: 'unsupported-media-type' };

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  body: ApiErrorBody,
  options: ErrorHandlerOptions,
): FastifyReply {
  const call = request.routeOptions.config.call;
  if (call && !isPossibleError(call, status, body.error)) {
    request.log.error({ call: call.name, status, code: body.error }, 'answer not declared in the contract');
    if (options.strictContract)
      return reply.status(500).send({ error: 'internal', message: `${call.name} darf ${status} ${body.error} nicht antworten.` });
  }
  return reply.status(status).send(body);
}
