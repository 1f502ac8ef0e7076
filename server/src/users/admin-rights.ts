import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { DomainError } from '../errors/domain-error.js';
import { recordAuditEvent, type AuditActor } from '../audit/record-audit-event.js';
import { lockForAdminChange } from './admin-guard.js';
import { ADMIN_ROLE } from '../db/roles.js';

/** An admin acting: his id for the guard, the rest for the timeline. */
export type AdminActor = AuditActor & { id: number };

/** Grants admin rights; granting them twice changes nothing (and records nothing). True when they changed. */
export async function grantAdminRights(db: Kysely<Database>, actor: AuditActor, targetId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const target = await trx.selectFrom('users').select(['id', 'email', 'roles']).where('id', '=', targetId).forUpdate().executeTakeFirst();
    if (!target) throw new DomainError('notFound');
    if (target.roles.includes(ADMIN_ROLE)) return false;
    await trx
      .updateTable('users')
      .set({ roles: sql<string[]>`array_append(roles, ${ADMIN_ROLE})`, updated_at: new Date() })
      .where('id', '=', targetId)
      .execute();
    await recordAuditEvent(trx, actor, { kind: 'admin-granted', subject: target, before: { admin: false }, after: { admin: true } });
    return true;
  });
}

/** Revokes another admin's rights; never the actor's own (see lockForAdminChange). True when they changed. */
export async function revokeAdminRights(db: Kysely<Database>, actor: AdminActor, targetId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const { targetIsAdmin } = await lockForAdminChange(trx, actor.id, targetId, 'ownAdminRights');
    if (!targetIsAdmin) return false;
    const target = await trx
      .updateTable('users')
      .set({ roles: sql<string[]>`array_remove(roles, ${ADMIN_ROLE})`, updated_at: new Date() })
      .where('id', '=', targetId)
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
    await recordAuditEvent(trx, actor, { kind: 'admin-revoked', subject: target, before: { admin: true }, after: { admin: false } });
    return true;
  });
}
