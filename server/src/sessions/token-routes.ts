import type { FastifyInstance } from 'fastify';
import type { TokenCallDeclaration } from '@bfsm/api-adapter';
import { contractRoute, type ContractRouteOptions } from '../http/contract-route.js';
import { issueFormToken } from './form-tokens.js';
import type { SessionManager } from './session-manager.js';

/**
 * One handler for every plain token call of the contract (answer `{ token }`): the token is
 * bound to the caller's session, which is created (anonymous) when there is none yet.
 */
export function registerTokenRoutes(
  app: FastifyInstance,
  deps: { route: ContractRouteOptions; sessions: SessionManager },
  calls: readonly TokenCallDeclaration[],
): void {
  for (const call of calls) {
    contractRoute(app, deps.route, call, async (_input, request, reply) => {
      const session = await deps.sessions.ensure(request, reply);
      return { token: issueFormToken(session.csrfSecret, call.action) };
    });
  }
}
