import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contract, type CallDeclaration, type TokenCallDeclaration } from '@bfsm/api-adapter';
import { contractRoute, type ContractHandler, type ContractRouteOptions, type RouteLimits } from './contract-route.js';
import { issueFormToken } from './form-tokens.js';
import type { Session } from '../sessions/session-store.js';

/** A domain of the contract: one file of api-adapter/src/contract, one folder of the server. */
export type DomainName = keyof typeof contract;
type CallsOf<N extends DomainName> = (typeof contract)[N];

/**
 * Marks a token call whose answer is nothing but the token: one shared handler answers all of
 * them with a form token bound to the caller's session (created, anonymous, when there is none).
 */
export const formToken: unique symbol = Symbol('form token');

/** What answers one call: its handler, its handler with limits of its own, or the shared form-token handler. */
export type CallImplementation<C extends CallDeclaration> =
  | ContractHandler<C>
  | { readonly handler: ContractHandler<C>; readonly limits: RouteLimits }
  | (C extends TokenCallDeclaration ? typeof formToken : never);

/**
 * One entry for every call of the domain's contract, and no other: a missing call or a call the
 * contract does not have fails the type check (domain-routes.test.ts shows both).
 */
export type DomainImplementation<N extends DomainName> = {
  readonly [K in keyof CallsOf<N>]: CallImplementation<CallsOf<N>[K] & CallDeclaration>;
};

/** What every domain's routes get from the application when they are registered. */
export interface RouteContext {
  route: ContractRouteOptions;
  /** The request's session, an anonymous one created when there is none (session-manager.ts, bound by the composition). */
  ensureSession(request: FastifyRequest, reply: FastifyReply): Promise<Session>;
}

export interface DomainRoutes<N extends DomainName = DomainName> {
  readonly domain: N;
  register(app: FastifyInstance, context: RouteContext): void;
}

/** Every domain of the contract with its routes; the application passes exactly one such map. */
export type ContractImplementation = { readonly [N in DomainName]: DomainRoutes<N> };

/** The routes of one domain, from the implementation of each of its calls. */
export function domainRoutes<N extends DomainName>(domain: N, implementation: DomainImplementation<N>): DomainRoutes<N> {
  return {
    domain,
    register(app, context) {
      const calls = contract[domain] as Record<string, CallDeclaration>;
      for (const [name, implemented] of Object.entries(implementation) as Array<[string, CallImplementation<TokenCallDeclaration>]>) {
        const call = calls[name];
        if (!call) throw new Error(`${domain}.${name} ist kein Aufruf des Vertrags.`);
        if (implemented === formToken) contractRoute(app, context.route, call, answerFormToken(call as TokenCallDeclaration, context));
        else if (typeof implemented === 'function') contractRoute(app, context.route, call, implemented);
        else contractRoute(app, context.route, call, implemented.handler, implemented.limits);
      }
    },
  };
}

/** Registers every domain's routes. */
export function registerContract(app: FastifyInstance, context: RouteContext, implementation: ContractImplementation): void {
  for (const routes of Object.values(implementation)) routes.register(app, context);
}

function answerFormToken(call: TokenCallDeclaration, context: RouteContext): ContractHandler<CallDeclaration> {
  if (!isPlainTokenCall(call)) throw new Error(`${call.name} antwortet mehr als ein Formular-Token und braucht einen eigenen Handler.`);
  return async (_input, request, reply) => {
    const session = await context.ensureSession(request, reply);
    return { token: issueFormToken(session.csrfSecret, call.action) };
  };
}

/** Token calls whose answer is nothing but the token; the others (with a captcha challenge) have handlers of their own. */
export function isPlainTokenCall(call: { response: unknown }): boolean {
  const shape = (call.response as { shape?: Record<string, unknown> }).shape;
  return shape !== undefined && Object.keys(shape).length === 1 && 'token' in shape;
}
