import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { portalTimeZone } from '../calendar/portal-time-zone.js';

/**
 * The licences issued to a user's devices, for the admins' Erweitert tab: one entry per calendar
 * day in Berlin (the desktop application renews often), newest first, with the day's first id.
 */
export async function listIssuedLicenseDays(db: Kysely<Database>, userId: number): Promise<Array<{ id: number; date: string }>> {
  const days = await sql<{ id: number; date: string }>`
    SELECT min(id) AS id, (issued_at AT TIME ZONE ${portalTimeZone})::date AS date
    FROM issued_licenses
    WHERE user_id = ${userId}
    GROUP BY 2
    ORDER BY 2 DESC
  `.execute(db);
  return days.rows;
}
