import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { domainRoutes } from '../http/domain-routes.js';
import { listAuditEntries } from './audit-list.js';

/** The audit timeline for admins: the back-office's Protokoll and a user's Erweitert tab. Read-only: no call changes an entry. */
export function auditRoutes(deps: { db: Kysely<Database> }) {
  return domainRoutes('audit', {
    listAuditEvents: async ({ query }) => listAuditEntries(deps.db, query),
  });
}
