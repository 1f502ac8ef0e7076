import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { licenseCalls } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { portalTimeZone } from '../calendar/portal-time-zone.js';
import { contractRoute, type ContractRouteOptions } from '../http/contract-route.js';
import { HttpError } from '../http/http-error.js';

/**
 * The licences issued to a user's devices, for the admins' Erweitert tab: one entry per calendar
 * day in Berlin (the desktop application renews often), newest first, with the day's first id.
 */
export function registerIssuedLicenseRoutes(app: FastifyInstance, deps: { route: ContractRouteOptions; db: Kysely<Database> }): void {
  contractRoute(app, deps.route, licenseCalls.listIssuedLicenses, async ({ params }) => {
    const user = await deps.db.selectFrom('users').select('id').where('id', '=', params.userId).executeTakeFirst();
    if (!user) throw HttpError.notFound();
    const days = await sql<{ id: number; date: string }>`
      SELECT min(id) AS id, (issued_at AT TIME ZONE ${portalTimeZone})::date AS date
      FROM issued_licenses
      WHERE user_id = ${user.id}
      GROUP BY 2
      ORDER BY 2 DESC
    `.execute(deps.db);
    return days.rows;
  });
}
