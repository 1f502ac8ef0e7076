import { sql, type Kysely } from 'kysely';
import type { AuditEvent, AuditKind } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { portalTimeZone } from '../calendar/portal-time-zone.js';

export interface AuditListQuery {
  userId?: number;
  actor?: string;
  subject?: string;
  kind?: AuditKind;
  from?: string;
  to?: string;
  page?: number;
  perPage?: number;
}

const likePattern = (words: string) =>
  `%${words
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The timeline, newest first, one page of it, filtered on the server. */
export async function listAuditEntries(db: Kysely<Database>, query: AuditListQuery): Promise<{ total: number; events: AuditEvent[] }> {
  const perPage = query.perPage ?? 25;
  const page = query.page ?? 1;
  let filtered = db.selectFrom('audit_events');
  if (query.userId !== undefined) {
    const userId = query.userId;
    filtered = filtered.where((eb) => eb.or([eb('subject_id', '=', userId), eb('actor_id', '=', userId)]));
  }
  if (query.actor?.trim()) filtered = filtered.where(sql`lower(actor_email)`, 'like', likePattern(query.actor));
  if (query.subject?.trim()) filtered = filtered.where(sql`lower(subject_email)`, 'like', likePattern(query.subject));
  if (query.kind) filtered = filtered.where('kind', '=', query.kind);
  // Whole days as the portal's people count them, not UTC's.
  if (query.from)
    filtered = filtered.where('occurred_at', '>=', sql<Date>`(${query.from}::date)::timestamp AT TIME ZONE ${portalTimeZone}`);
  if (query.to) filtered = filtered.where('occurred_at', '<', sql<Date>`(${query.to}::date + 1)::timestamp AT TIME ZONE ${portalTimeZone}`);

  const [count, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    filtered
      .selectAll()
      .orderBy('occurred_at', 'desc')
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
  ]);
  return {
    total: Number(count.total),
    events: rows.map((row) => ({
      id: row.id,
      occurredAt: new Date(row.occurred_at).toISOString(),
      actorId: row.actor_id,
      actorEmail: row.actor_email,
      subjectId: row.subject_id,
      subjectEmail: row.subject_email,
      address: row.address,
      kind: row.kind,
      before: row.before,
      after: row.after,
    })),
  };
}
