import type { FastifyInstance } from 'fastify';
import { userCalls } from '@bfsm/api-adapter';
import { contractRoute, type ContractRouteOptions } from '../http/contract-route.js';
import { HttpError } from '../http/http-error.js';
import { caller } from '../http/access-check.js';
import type { CachedUserFacts } from '../sessions/cached-user-facts.js';
import type { UserDirectory } from './user-directory.js';

export function registerUserInfoRoutes(
  app: FastifyInstance,
  deps: { route: ContractRouteOptions; users: UserDirectory; facts: CachedUserFacts },
): void {
  contractRoute(app, deps.route, userCalls.getUserInfo, async ({ params }, request) => {
    const self = caller(request);
    // Another user's id reaches this point only for admins (the contract's own-account policy).
    if (params.id === undefined || params.id === self.id) return deps.facts.ownUserInfo(self);
    const user = await deps.users.findById(params.id);
    if (!user) throw HttpError.notFound();
    return deps.users.toUserInfo(user);
  });
}
