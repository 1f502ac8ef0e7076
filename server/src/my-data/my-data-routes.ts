import type { Kysely } from 'kysely';
import { myDataCalls } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { caller } from '../http/access-check.js';
import { domainRoutes } from '../http/domain-routes.js';
import type { SessionListDeps } from '../sessions/session-list.js';
import { collectMyData } from './my-data.js';

/** 'Meine Daten herunterladen': the signed-in user's data as a JSON file that the browser saves. */
export function myDataRoutes(deps: { db: Kysely<Database>; sessions: SessionListDeps }) {
  return domainRoutes('myData', {
    getMyData: async (_input, request, reply) => {
      const data = await collectMyData(deps.db, deps.sessions, caller(request), request.session?.idHash);
      reply.header('content-disposition', `attachment; filename="${myDataCalls.myDataFileName}"`);
      // Personal data: no shared cache may keep a copy.
      reply.header('cache-control', 'no-store');
      return data;
    },
  });
}
