import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { myDataCalls } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { contractRoute, type ContractRouteOptions } from '../http/contract-route.js';
import { caller } from '../http/access-check.js';
import type { SessionList } from '../sessions/session-list.js';
import { collectMyData } from './my-data.js';

/** 'Meine Daten herunterladen': the signed-in user's data as a JSON file that the browser saves. */
export function registerMyDataRoutes(
  app: FastifyInstance,
  deps: { route: ContractRouteOptions; db: Kysely<Database>; sessions: SessionList },
): void {
  contractRoute(app, deps.route, myDataCalls.getMyData, async (_input, request, reply) => {
    const data = await collectMyData(deps.db, deps.sessions, caller(request), request.session?.idHash);
    reply.header('content-disposition', `attachment; filename="${myDataCalls.myDataFileName}"`);
    // Personal data: no shared cache may keep a copy.
    reply.header('cache-control', 'no-store');
    return data;
  });
}
