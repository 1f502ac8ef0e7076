import type { Kysely } from 'kysely';
import type { AuditKind } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';

/** Who acted, from where: the signed-in user of the request (none for an anonymous sign-in) and its client address. */
export interface AuditActor {
  id: number | null;
  email: string | null;
  address: string | null;
}

/** A background job acts for nobody: the timeline shows its entries without a person or an address. */
export const backgroundJobActor: AuditActor = { id: null, email: null, address: null };

export interface AuditEntry {
  kind: AuditKind;
  /** The user the action was about; absent for actions about no user (a reference). */
  subject?: { id: number; email: string } | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Records one entry of the audit timeline (decision 027). Pass the transaction of the action
 * itself, so that the action and its entry are written together or not at all (a route's actor
 * comes from `auditActor(request)` in http/audit-actor.ts):
 *
 *   await recordAuditEvent(trx, actor, { kind: 'license-deleted', subject, before, after: null });
 */
export async function recordAuditEvent(db: Kysely<Database>, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({
      actor_id: actor.id,
      actor_email: actor.email,
      address: actor.address,
      subject_id: entry.subject?.id ?? null,
      subject_email: entry.subject?.email ?? null,
      kind: entry.kind,
      before: entry.before ? JSON.stringify(entry.before) : null,
      after: entry.after ? JSON.stringify(entry.after) : null,
    })
    .execute();
}

/** The user an entry is about, read in the action's transaction (null when there is none). */
export async function auditSubject(db: Kysely<Database>, userId: number): Promise<{ id: number; email: string } | null> {
  return (await db.selectFrom('users').select(['id', 'email']).where('id', '=', userId).executeTakeFirst()) ?? null;
}

/** Only the facts a change touched, before and after, for an entry's `before` and `after`. */
export function changedFacts<Facts extends Record<string, unknown>>(before: Facts, after: Facts): [Partial<Facts>, Partial<Facts>] {
  const changed = Object.keys(after).filter((key) => before[key] !== after[key]);
  return [
    Object.fromEntries(changed.map((key) => [key, before[key] ?? null])) as Partial<Facts>,
    Object.fromEntries(changed.map((key) => [key, after[key] ?? null])) as Partial<Facts>,
  ];
}
