import type { FastifyInstance } from 'fastify';
import { userCalls } from '@bfsm/api-adapter';
import { contractRoute, type ContractRouteOptions } from '../http/contract-route.js';
import { HttpError } from '../http/http-error.js';
import type { UserDirectory } from './user-directory.js';
import { isAdmin } from './roles.js';

export function registerUserInfoRoutes(app: FastifyInstance, deps: { route: ContractRouteOptions; users: UserDirectory }): void {
  contractRoute(app, deps.route, userCalls.getUserInfo, async ({ params }, request) => {
    const self = request.user;
    if (!self) throw HttpError.unauthorized();
    if (params.id === undefined || params.id === self.id) return deps.users.toUserInfo(self);
    // Another user's data only for admins; others learn nothing, not even whether the id exists.
    if (!isAdmin(self)) throw HttpError.forbidden();
    const user = await deps.users.findById(params.id);
    if (!user) throw HttpError.notFound();
    return deps.users.toUserInfo(user);
  });
}
