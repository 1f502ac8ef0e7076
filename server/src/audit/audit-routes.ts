import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { auditCalls } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { contractRoute, type ContractRouteOptions } from '../http/contract-route.js';
import { listAuditEntries } from './audit-list.js';

/** The audit timeline for admins: the back-office's Protokoll and a user's Erweitert tab. Read-only: no call changes an entry. */
export function registerAuditRoutes(app: FastifyInstance, deps: { route: ContractRouteOptions; db: Kysely<Database> }): void {
  contractRoute(app, deps.route, auditCalls.listAuditEvents, async ({ query }) => listAuditEntries(deps.db, query));
}
