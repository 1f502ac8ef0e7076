import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unflattenBrackets, type CallDeclaration, type Nested } from '@bfsm/api-adapter';
import { HttpError } from './http-error.js';
import { decodeMultipart } from './multipart-body.js';

/**
 * Text bodies (encoding 'text'): Fastify reads text/plain already; the error-reporting SDK posts
 * its envelopes with Sentry's own type, which is read as text as well.
 */
export function registerTextBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-sentry-envelope', { parseAs: 'string' }, (_request, body, done) => done(null, body));
}

/**
 * The request body as the contract's nested object, whatever encoding the call declares. JSON
 * and form bodies arrive parsed (at most bodyLimits.jsonOrFormBytes); multipart bodies are read
 * here, as they stream in.
 */
export async function decodeBody(call: CallDeclaration, request: FastifyRequest): Promise<Nested> {
  switch (call.encoding) {
    case 'none':
      return {};
    case 'json':
      return isObject(request.body) ? request.body : {};
    case 'form':
      return isObject(request.body) ? unflattenBrackets(Object.entries(request.body).map(([key, value]) => [key, firstValue(value)])) : {};
    case 'multipart':
      return decodeMultipart(call, request).catch(asClientError);
    case 'text':
      return { text: typeof request.body === 'string' ? request.body : '' };
  }
}

/**
 * busboy reports a broken body (no boundary, an unexpected end) as a plain Error without a
 * status; nothing but the client's bytes can cause it, so it is a 400, not a 500.
 */
function asClientError(error: unknown): never {
  const hasStatus = typeof error === 'object' && error !== null && 'statusCode' in error;
  throw error instanceof HttpError || hasStatus ? error : HttpError.invalidInput();
}

function isObject(value: unknown): value is Nested {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A repeated form field keeps its first value, as the contract declares single values. */
function firstValue(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}
