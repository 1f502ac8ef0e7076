import { sql, type Selectable, type Transaction } from 'kysely';
import { LICENSE, type LicenseType } from '@bfsm/api-adapter';
import type { Database, OrderEdition, OrdersTable } from '../db/schema.js';
import { auditSubject, recordAuditEvent, type AuditActor } from '../audit/record-audit-event.js';

const licenceTypeOf: Record<OrderEdition, LicenseType> = {
  classic: LICENSE.classic,
  next: LICENSE.next,
  insight: LICENSE.insight,
  onSite: LICENSE.onSite,
};

/**
 * The licence follows the order (when it is paid, or on acceptance with 'Lieferung vor
 * Zahlung'): the account gets the edition and device maximum, its end moves to the order's
 * term end (never back), and a Next order's pool gets its viewer licences until that end. Once
 * per order; the desktop application sees it at its next refresh.
 */
export async function deliverLicence(
  trx: Transaction<Database>,
  actor: AuditActor,
  order: Selectable<OrdersTable>,
  now: Date,
): Promise<void> {
  if (order.licence_delivered_at !== null || order.user_id === null || order.term_end === null) return;
  const user = await trx
    .selectFrom('users')
    .select(['id', 'email', 'license_type', 'license_expiration', 'max_devices', 'company_name'])
    .where('id', '=', order.user_id)
    .forUpdate()
    .executeTakeFirst();
  if (!user) return;
  const expiration =
    user.license_expiration !== null && user.license_expiration > order.term_end ? user.license_expiration : order.term_end;
  const licenseType = licenceTypeOf[order.edition];
  await trx
    .updateTable('users')
    .set({ license_type: licenseType, license_expiration: expiration, max_devices: order.devices, paying: true, updated_at: now })
    .where('id', '=', user.id)
    .execute();
  const viewers = order.edition === 'next' ? await addViewerLicences(trx, order, user, expiration) : 0;
  await trx.updateTable('orders').set({ licence_delivered_at: now, updated_at: now }).where('id', '=', order.id).execute();
  await recordAuditEvent(trx, actor, {
    kind: 'licence-delivered',
    subject: await auditSubject(trx, user.id),
    before: { licenseType: user.license_type, expiration: user.license_expiration, maxDevices: user.max_devices },
    after: { licenseType, expiration, maxDevices: order.devices, orderId: order.id, viewerLicences: viewers },
  });
}

/** The ordered viewer licences in the owner's pool (made when he has none), all valid until the new end. */
async function addViewerLicences(
  trx: Transaction<Database>,
  order: Selectable<OrdersTable>,
  owner: { id: number; email: string; company_name: string | null },
  expiration: string,
): Promise<number> {
  const pool =
    (await trx.selectFrom('pools').select('id').where('owner_id', '=', owner.id).orderBy('id').executeTakeFirst()) ??
    (await trx
      .insertInto('pools')
      .values({ owner_id: owner.id, name: owner.company_name ?? owner.email })
      .returning('id')
      .executeTakeFirstOrThrow());
  await trx
    .updateTable('licenses')
    .set({ expiration })
    .where('pool_id', '=', pool.id)
    .where((eb) => eb.or([eb('expiration', 'is', null), eb('expiration', '<', sql<string>`${expiration}::date`)]))
    .execute();
  // The order names the pool's size for the term: a renewal extends what is there and adds only what is missing.
  const held = await trx
    .selectFrom('licenses')
    .select(['license_type', (eb) => eb.fn.countAll<number>().as('count')])
    .where('pool_id', '=', pool.id)
    .groupBy('license_type')
    .execute();
  const heldOf = (licenseType: number) => Number(held.find((row) => row.license_type === licenseType)?.count ?? 0);
  const rows = [
    ...Array.from({ length: Math.max(0, order.insight_viewers - heldOf(LICENSE.insight)) }, () => LICENSE.insight),
    ...Array.from({ length: Math.max(0, order.onsite_viewers - heldOf(LICENSE.onSite)) }, () => LICENSE.onSite),
  ].map((licenseType) => ({ pool_id: pool.id, license_type: licenseType, expiration }));
  if (rows.length > 0) await trx.insertInto('licenses').values(rows).execute();
  return rows.length;
}
