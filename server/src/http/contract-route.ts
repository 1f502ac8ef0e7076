import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import {
  isRecordIdField,
  isWriteCall,
  signsInWithSession,
  texts,
  type CallDeclaration,
  type CallOutput,
  type Nested,
  type ParsedInput,
} from '@bfsm/api-adapter';
import { config as zodConfig } from 'zod/mini';
import { de } from 'zod/locales';
import { isValidFormToken } from './form-tokens.js';
import { multipartLimits } from './body-limits.js';
import { answerCheck } from './answer-check.js';
import { HttpError } from './http-error.js';
import { DomainError } from '../errors/domain-error.js';
import { decodeBody } from './request-body.js';
import type { CurrentTerms } from '../registration/terms.js';
import type { AccessCheck } from './access-check.js';
import { containsNulCharacter } from './nul-character.js';
import { refuseForeignOrigin } from './origin-check.js';

// Validation messages that the contract does not word itself come out in German too.
zodConfig(de());

export type ContractHandler<C extends CallDeclaration> = (
  input: ParsedInput<C>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<CallOutput<C> | FastifyReply>;

export interface ContractRouteOptions {
  /** The origin the portal is reached at (from PUBLIC_URL); writes from any other origin are refused. */
  publicOrigin: string;
  /** Enforces each call's declared access (role, object policy). */
  access: AccessCheck;
  /** Signed-in writes wait for consent to the current terms. */
  terms: Pick<CurrentTerms, 'hasAcceptedCurrent'>;
}

/** Limits of one route that differ from the application's. */
export interface RouteLimits {
  /** Largest body the route reads, in bytes; a larger one is refused with 413 before it is read whole. */
  bodyLimit: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract call a route answers, for the error handler's check of declared errors. */
    call?: CallDeclaration;
  }
}

/**
 * Registers the route of one contract call. Every call goes through the same steps, so no
 * handler can forget one: who may call, the origin of writes, the object the caller acts on, a
 * query value only admins may ask for, the form token, the request's shape, consent to the
 * current terms, and the shape of the answer.
 */
export function contractRoute<C extends CallDeclaration>(
  app: FastifyInstance,
  options: ContractRouteOptions,
  call: C,
  handler: ContractHandler<C>,
  limits?: RouteLimits,
): void {
  const checkAnswer = answerCheck(call.response);
  const route: RouteOptions = {
    method: call.method,
    url: call.path,
    config: { call },
    // Before the body is parsed, so a foreign page's write is refused unread. It covers the GET
    // links that carry an action token too: a browser sends no Origin when a link is followed,
    // only when a foreign page's script calls.
    ...(isWriteCall(call) && { onRequest: refuseForeignOrigin(options.publicOrigin) }),
    ...(limits ? { bodyLimit: limits.bodyLimit } : {}),
    handler: async (request, reply) => {
      await options.access.checkRole(call.access, request);
      // The object policy needs only the path, so it is decided before the token and the body
      // are read: a caller without the relation gets 403, never a hint from the body's validation.
      const params = parseParams(call.params, (request.params ?? {}) as Nested);
      await options.access.checkObject(call.access, request, params);
      await options.access.checkQueryValues(call.access, request);

      const raw = {
        params: (request.params ?? {}) as Nested,
        query: (request.query ?? {}) as Nested,
        body: await decodeBody(call, request),
      };
      // Only the parts the call reads: text it ignores never reaches the database.
      if (containsNulCharacter([call.params && raw.params, call.query && raw.query, call.body && raw.body])) throw HttpError.invalidInput();
      if (call.token) {
        const [part, ...path] = call.token.field.split('.') as ['params' | 'query' | 'body', ...string[]];
        const token = path.reduce<unknown>((node, key) => (node as Nested | undefined)?.[key], raw[part]);
        if (!request.session || !isValidFormToken(request.session.csrfSecret, call.token.call.action, token))
          throw HttpError.invalidToken();
      }

      const input = {
        params,
        query: parsePart(call.query, raw.query),
        body: parsePart(call.body, raw.body),
      } as ParsedInput<C>;

      await options.access.checkBodyFlags(call.access, request, input.body);
      if (request.user && needsConsent(call) && !(await options.terms.hasAcceptedCurrent(request.user.id))) {
        throw new HttpError(403, 'terms-consent', texts.errors.termsConsent);
      }

      const result = await handler(input, request, reply);
      // A handler that sends the answer itself (a redirect, a streamed download) returns the
      // reply; the reply is a thenable, so the await above waited for it to finish and left
      // `undefined`, which the answer check must not see: it was sent already.
      if (reply.sent || call.redirects) return reply;
      // Parsing the answer also strips every field the contract does not declare.
      return reply.send(checkAnswer(result));
    },
  };
  if (call.encoding !== 'multipart') {
    app.route(route);
    return;
  }
  // The multipart plugin hooks into every request of the context it is registered in (two async
  // hooks and a listener each), so only the calls that take multipart bodies get it; any other
  // call answers such a body with 415. It only marks a request as multipart: its parts are read
  // by decodeMultipart (multipart-body.ts). The scope keeps the application's hooks (session,
  // security headers, metrics); the security-header test sends a multipart call to check that.
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: multipartLimits });
    scope.route(route);
  });
}

/**
 * The path's parameters. An id that is no record's number (1.5, 0, beyond the ids' range) names
 * nothing, so the address is answered like one whose record does not exist: 404 (decision 054).
 */
function parseParams(schema: CallDeclaration['params'], value: Nested): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fieldOf = (key: PropertyKey | undefined) => (typeof key === 'string' ? schema.shape[key] : undefined);
  if (parsed.error.issues.some((issue) => isIdField(fieldOf(issue.path[0])))) throw new DomainError('notFound');
  throw invalidInput(parsed.error);
}

function parsePart(schema: CallDeclaration['query'], value: Nested): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw invalidInput(parsed.error);
}

function isIdField(schema: Parameters<typeof isRecordIdField>[0] | undefined): boolean {
  return schema !== undefined && isRecordIdField(schema);
}

/** 400 at the first field the schema refused, named as the form knows it. */
function invalidInput(error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> }): HttpError {
  const issue = error.issues[0];
  const target = issue?.path
    .map(String)
    .filter((key) => !/^(user_register|create_reference_form)$/.test(key))
    .join('.');
  return HttpError.invalidInput(issue?.message, target || undefined);
}

/** Signed-in writes, except the calls that lead out of the missing-consent state. */
function needsConsent(call: CallDeclaration): boolean {
  return signsInWithSession(call) && isWriteCall(call) && !call.access.allowedWithoutConsent;
}
