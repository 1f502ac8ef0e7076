import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { domainRoutes } from '../http/domain-routes.js';
import { readOverview } from './overview-service.js';

/** The back-office's start page 'Übersicht': read-only figures for admins (decision 041). */
export function overviewRoutes(deps: { db: Kysely<Database>; clock: () => Date }) {
  return domainRoutes('overview', {
    getOverview: async () => readOverview(deps.db, deps.clock()),
  });
}
