import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { DomainError } from '../errors/domain-error.js';
import { auditSubject, recordAuditEvent, type AuditActor } from '../audit/record-audit-event.js';
import type { OrderRow } from './order-lifecycle.js';

/**
 * 'Nicht verlängern' (decision 066): the customer declines his open renewal quote. It is
 * cancelled with his reason, so no reminder follows and the back-office sees why; the licence
 * runs to its end and its grace period as it would have. Only a renewal that is still a quote
 * can be declined; one accepted is an order like any other.
 */
export async function declineRenewal(
  deps: { db: Kysely<Database>; clock: () => Date },
  actor: AuditActor,
  orderId: number,
  reason: string | undefined,
): Promise<OrderRow> {
  return deps.db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();
    if (!order) throw new DomainError('notFound');
    if (order.renews_licence_end === null) throw new DomainError('notARenewal');
    if (order.state !== 'quoted') throw new DomainError('orderState', { state: order.state });
    const now = deps.clock();
    const declined = await trx
      .updateTable('orders')
      .set({ state: 'cancelled', cancelled_at: now, declined_at: now, decline_reason: reason ?? '', updated_at: now })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAuditEvent(trx, actor, {
      kind: 'renewal-declined',
      subject: order.user_id === null ? null : await auditSubject(trx, order.user_id),
      after: { orderId: order.id, licenceEnd: order.renews_licence_end, reason: reason ?? '' },
    });
    return declined;
  });
}
