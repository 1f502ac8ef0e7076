import type { Transaction } from 'kysely';
import { LICENSE, yearlyLicenseTypes, type LicenseType } from '@bfsm/api-adapter';
import type { Database, OrderEdition, RenewalMailStep } from '../db/schema.js';
import { addDays, portalDate } from '../calendar/portal-time-zone.js';
import { daysLeft } from '../calendar/days-left.js';
import { auditSubject, backgroundJobActor, recordAuditEvent } from '../audit/record-audit-event.js';
import { germanDate } from '../invoices/german-format.js';
import { maximumDevices } from '../devices/device-slots.js';
import type { InvoicingDeps } from './invoicing-deps.js';
import { proposedLines, quoteFacts, type OrderRow } from './order-lifecycle.js';

const editionOf: Partial<Record<LicenseType, OrderEdition>> = {
  [LICENSE.classic]: 'classic',
  [LICENSE.next]: 'next',
  [LICENSE.insight]: 'insight',
  [LICENSE.onSite]: 'onSite',
};

/** Days before the end at which an open renewal is recalled; the latest one due goes out, each once. */
const reminders: ReadonlyArray<{ step: Extract<RenewalMailStep, `reminder-${string}`>; daysBefore: number }> = [
  { step: 'reminder-7', daysBefore: 7 },
  { step: 'reminder-30', daysBefore: 30 },
];

/** How far back the ended notice catches up after downtime (as the trial's course does). */
const catchUpDays = 7;

/** Marks a step of the renewal's course; false when it was marked before (by another run or instance). */
async function markStep(trx: Transaction<Database>, orderId: number, step: RenewalMailStep, now: Date): Promise<boolean> {
  const marked = await trx
    .insertInto('renewal_mails')
    .values({ order_id: orderId, step, sent_at: now })
    .onConflict((conflict) => conflict.doNothing())
    .returning('order_id')
    .executeTakeFirst();
  return marked !== undefined;
}

/** The billing contact and the owner, once each (often the same address). */
async function recipientsOf(trx: Transaction<Database>, userId: number): Promise<string[]> {
  const owner = await trx.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
  const billing = await trx.selectFrom('billing_details').select('billing_email').where('user_id', '=', userId).executeTakeFirst();
  return [...new Set([billing?.billing_email ?? owner.email, owner.email])];
}

/**
 * Accounts whose yearly licence ends within the notice days and that have no renewal for that
 * end yet, nor anything an admin is working on (an open request, a quote still valid, an accepted order) or a
 * term already bought beyond the end. Holders of a pool's viewer licence are renewed with their
 * pool, training accounts not at all.
 */
async function licencesToRenew(deps: InvoicingDeps, today: string) {
  return deps.db
    .selectFrom('users')
    .select(['users.id', 'users.license_expiration'])
    .where('users.license_type', 'in', [...yearlyLicenseTypes])
    .where('users.license_expiration', '>=', today)
    .where('users.license_expiration', '<=', addDays(today, deps.renewals.noticeDays))
    .where('users.fixed_password_account', '=', false)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('orders')
            .select('orders.id')
            .whereRef('orders.user_id', '=', 'users.id')
            .where((eb) =>
              eb.or([
                eb('orders.renews_licence_end', '=', eb.ref('users.license_expiration')),
                eb('orders.state', 'in', ['requested', 'accepted']),
                // A quote counts while it can be accepted; one left to expire blocks nothing.
                eb.and([eb('orders.state', '=', 'quoted'), eb('orders.valid_until', '>=', today)]),
                eb.and([eb('orders.state', 'in', ['invoiced', 'paid']), eb('orders.term_end', '>', eb.ref('users.license_expiration'))]),
              ]),
            ),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('licenses')
            .select('licenses.id')
            .whereRef('licenses.user_id', '=', 'users.id')
            .where('licenses.pool_id', 'is not', null),
        ),
      ),
    )
    .orderBy('users.id')
    .execute();
}

/**
 * Prepares one account's renewal in one transaction: the order from the current edition, devices
 * and a Next pool's viewer licences at today's prices, quoted until the grace period's last day,
 * delivered on acceptance (a customer renewing is known; the licence must not lapse while the
 * invoice waits for payment); the quote mailed to the billing contact and the owner. The account
 * is locked and checked again, and the unique renewal per end lets one instance through.
 */
async function prepareRenewal(deps: InvoicingDeps, userId: number, now: Date): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'license_type', 'license_expiration', 'max_devices'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const edition = editionOf[user.license_type as LicenseType];
    const end = user.license_expiration;
    if (!edition || end === null) return false;
    const existing = await trx
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', userId)
      .where('renews_licence_end', '=', end)
      .executeTakeFirst();
    if (existing) return false;
    const viewers = edition === 'next' ? await poolViewers(trx, userId) : { insight: 0, onSite: 0 };
    const request = {
      edition,
      devices: Math.min(1000, maximumDevices(user)),
      insightViewers: viewers.insight,
      onsiteViewers: viewers.onSite,
    };
    const lines = await proposedLines(trx, request);
    const order = await trx
      .insertInto('orders')
      .values({
        user_id: userId,
        state: 'quoted',
        edition,
        devices: request.devices,
        insight_viewers: request.insightViewers,
        onsite_viewers: request.onsiteViewers,
        lines: JSON.stringify(lines),
        valid_until: addDays(end, deps.renewals.graceDays),
        deliver_before_payment: true,
        renews_licence_end: end,
        quoted_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await markStep(trx, order.id, 'quote', now);
    const quote = await quoteFacts(trx, deps, order, now);
    for (const to of await recipientsOf(trx, userId)) {
      await deps.mailer.queueWithin(
        trx,
        {
          to,
          userId,
          slug: 'renewal-quote',
          attachments: quote.attachments,
          data: {
            ...quote.data,
            company: quote.billing?.company ?? null,
            licenceEnd: germanDate(end),
            termStart: germanDate(addDays(end, 1)),
          },
        },
        now,
      );
    }
    await recordAuditEvent(trx, backgroundJobActor, {
      kind: 'renewal-prepared',
      subject: await auditSubject(trx, userId),
      after: { orderId: order.id, licenceEnd: end, validUntil: order.valid_until },
    });
    return true;
  });
}

/** The viewer licences a Next owner's pool holds now, which the renewal continues. */
async function poolViewers(trx: Transaction<Database>, ownerId: number) {
  const held = await trx
    .selectFrom('licenses')
    .innerJoin('pools', 'pools.id', 'licenses.pool_id')
    .select(['licenses.license_type', (eb) => eb.fn.countAll<number>().as('count')])
    .where('pools.owner_id', '=', ownerId)
    .groupBy('licenses.license_type')
    .execute();
  const count = (type: number) => Number(held.find((row) => row.license_type === type)?.count ?? 0);
  return { insight: Math.min(1000, count(LICENSE.insight)), onSite: Math.min(1000, count(LICENSE.onSite)) };
}

/** Open renewals whose licence still ends on the day they renew, with what a reminder or the ended notice needs. */
async function openRenewals(deps: InvoicingDeps, states: Array<OrderRow['state']>) {
  return deps.db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .selectAll('orders')
    .where('orders.renews_licence_end', 'is not', null)
    .where('orders.state', 'in', states)
    .whereRef('users.license_expiration', '=', 'orders.renews_licence_end')
    .where('users.license_type', 'in', [...yearlyLicenseTypes])
    .orderBy('orders.id')
    .execute();
}

/**
 * 30 and 7 days before the end, while the renewal quote is open (not accepted, not declined, the
 * licence not renewed otherwise): the latest reminder due, once. After downtime a missed 30-day
 * reminder is not sent any more once the 7-day one is due.
 */
async function remindRenewals(deps: InvoicingDeps, now: Date): Promise<number> {
  const today = portalDate(now);
  let sent = 0;
  for (const order of await openRenewals(deps, ['quoted'])) {
    const end = order.renews_licence_end as string;
    const left = daysLeft(end, new Date(`${today}T12:00:00Z`)) ?? 0;
    const due = reminders.find((reminder) => left >= 0 && left <= reminder.daysBefore);
    if (!due || end < today) continue;
    const mailed = await deps.db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom('orders').selectAll().where('id', '=', order.id).forUpdate().executeTakeFirstOrThrow();
      if (current.state !== 'quoted' || current.user_id === null || !(await markStep(trx, order.id, due.step, now))) return false;
      const quote = await quoteFacts(trx, deps, current, now);
      for (const to of await recipientsOf(trx, current.user_id)) {
        await deps.mailer.queueWithin(
          trx,
          {
            to,
            userId: current.user_id,
            slug: 'renewal-reminder',
            attachments: quote.attachments,
            data: {
              orderId: current.id,
              licenceEnd: germanDate(end),
              daysLeft: left,
              netTotal: quote.data.netTotal,
              validUntil: quote.data.validUntil,
            },
          },
          now,
        );
      }
      return true;
    });
    if (mailed) sent += 1;
  }
  return sent;
}

/**
 * The day after the grace period, when the licence was not renewed (declined, cancelled or left
 * open): the notice that it has ended, once, to the owner. The licence itself ends by its date
 * (the licence file and the portal read it so); nothing is written to the account.
 */
async function mailEndedLicences(deps: InvoicingDeps, now: Date): Promise<number> {
  const today = portalDate(now);
  let sent = 0;
  for (const order of await openRenewals(deps, ['quoted', 'cancelled'])) {
    const end = order.renews_licence_end as string;
    const lastDay = addDays(end, deps.renewals.graceDays);
    // Over once the grace period's last day has passed; not any more after a week of downtime.
    if (lastDay >= today || lastDay < addDays(today, -catchUpDays) || order.user_id === null) continue;
    const userId = order.user_id;
    const mailed = await deps.db.transaction().execute(async (trx) => {
      if (!(await markStep(trx, order.id, 'ended', now))) return false;
      const owner = await trx.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
      await deps.mailer.queueWithin(
        trx,
        { to: owner.email, userId, slug: 'licence-ended', data: { licenceEnd: germanDate(end), graceLastDay: germanDate(lastDay) } },
        now,
      );
      return true;
    });
    if (mailed) sent += 1;
  }
  return sent;
}

/**
 * One round of the renewals' course (decision 066), run by the job `renewals` under the
 * scheduler's lock: the notice of licences past their grace period, the reminders, then the new
 * renewal quotes. Each step reads the state, so a round after downtime catches up, and each mail
 * is marked in `renewal_mails` in the transaction that queues it, so no mail goes out twice, also
 * on two instances. Nothing happens while the seller is not configured (no quote can be made).
 */
export async function runRenewalCourse(deps: InvoicingDeps): Promise<{ ended: number; reminded: number; prepared: number }> {
  const now = deps.clock();
  if (!deps.invoicing.seller) return { ended: 0, reminded: 0, prepared: 0 };
  const ended = await mailEndedLicences(deps, now);
  const reminded = await remindRenewals(deps, now);
  let prepared = 0;
  for (const { id } of await licencesToRenew(deps, portalDate(now))) if (await prepareRenewal(deps, id, now)) prepared += 1;
  return { ended, reminded, prepared };
}
