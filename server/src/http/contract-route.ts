import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CallDeclaration, CallOutput, Nested, ParsedInput } from '@bfsm/api-adapter';
import { config as zodConfig } from 'zod/mini';
import { de } from 'zod/locales';
import { isValidFormToken } from '../sessions/form-tokens.js';
import { HttpError } from './http-error.js';
import { decodeBody } from './request-body.js';
import { refuseForeignOrigin } from './origin-check.js';
import { isAdmin } from '../users/roles.js';

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
}

/**
 * Registers the route of one contract call. Every call goes through the same steps, so no
 * handler can forget one: who may call, the origin of writes, the form token, the request's
 * shape, and the shape of the answer.
 */
export function contractRoute<C extends CallDeclaration>(app: FastifyInstance, options: ContractRouteOptions, call: C, handler: ContractHandler<C>): void {
  app.route({
    method: call.method,
    url: call.path,
    // Before the body is parsed, so a foreign page's request is refused unread.
    ...(call.method !== 'GET' && { onRequest: refuseForeignOrigin(options.publicOrigin) }),
    handler: async (request, reply) => {
      checkAccess(call, request);

      const raw = {
        params: (request.params ?? {}) as Nested,
        query: (request.query ?? {}) as Nested,
        body: await decodeBody(call, request),
      };
      if (call.token) {
        const [part, ...path] = call.token.field.split('.') as ['params' | 'query' | 'body', ...string[]];
        const token = path.reduce<unknown>((node, key) => (node as Nested | undefined)?.[key], raw[part]);
        if (!request.session || !isValidFormToken(request.session.csrfSecret, call.token.call.action, token)) throw HttpError.invalidToken();
      }

      const input = {
        params: parsePart(call.params, raw.params),
        query: parsePart(call.query, raw.query),
        body: parsePart(call.body, raw.body),
      } as ParsedInput<C>;

      const result = await handler(input, request, reply);
      if (result === reply || call.redirects) return reply;
      // Parsing the answer also strips every field the contract does not declare.
      return reply.send(call.response.parse(result));
    },
  });
}

function checkAccess(call: CallDeclaration, request: FastifyRequest): void {
  if (call.access === 'public') return;
  if (!request.user) throw HttpError.unauthorized();
  if (call.access === 'admin' && !isAdmin(request.user)) throw HttpError.forbidden();
}

function parsePart(schema: CallDeclaration['params'], value: Nested): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const target = issue?.path.map(String).filter((key) => !/^(user_register|create_reference_form)$/.test(key)).join('.');
  throw HttpError.invalidInput(issue?.message, target || undefined);
}
