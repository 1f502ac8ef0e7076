import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { userCalls } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { contractRoute, type ContractRouteOptions } from '../http/contract-route.js';
import { listUsersForAdmin } from './admin-user-list.js';

export function registerAdminUserRoutes(app: FastifyInstance, deps: { route: ContractRouteOptions; db: Kysely<Database> }): void {
  contractRoute(app, deps.route, userCalls.listUsers, async ({ params, query }) => listUsersForAdmin(deps.db, { filter: params.filter, ...query }));
}
