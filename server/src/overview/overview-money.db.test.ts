import type { DatabaseHandle } from '../db/database.js';
import { createTestDatabase } from '../db/test-support/test-database.js';
import { createUser } from '../factories/index.js';
import { markInvoicePaid } from '../orders/order-lifecycle.js';
import { cancelInvoice } from '../orders/issue-invoice.js';
import { invoicingScene } from '../orders/test-support/order-scene.js';
import type { OrderState } from '../db/schema.js';
import { moneyFigures } from './overview-money.js';

jest.setTimeout(60_000);

describe("'Übersicht': the money side", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('has net revenue per month less Stornorechnungen, the open and overdue sums, and the renewals due in 60 days', async () => {
    const { clock, deps, adminActor, invoiceOn } = await invoicingScene(database.db);
    const paid = await invoiceOn('2026-10-05T09:00:00Z', 1);
    const overdue = await invoiceOn('2026-10-20T09:00:00Z', 2);
    const cancelled = await invoiceOn('2026-10-25T09:00:00Z', 3);
    const open = await invoiceOn('2026-11-20T09:00:00Z', 4);
    await markInvoicePaid(deps, adminActor, paid.id, '2026-11-20');
    clock.now = new Date('2026-11-21T09:00:00Z');
    await cancelInvoice(deps, adminActor, cancelled.id);

    // Yearly licences ending in 60 days count; a trial, a licence ending later or already ended does not.
    for (const [kind, end] of [
      ['classic', '2026-12-01'],
      ['nextOwner', '2027-01-27'],
      ['classic', '2027-01-28'],
      ['classic', '2026-11-27'],
      ['trial', '2026-12-01'],
    ] as const)
      await createUser(database.db, { kind, licenseExpiration: end });

    const money = await moneyFigures(database.db, '2026-11-28');
    expect(money.months).toHaveLength(12);
    expect(money.months.at(0)?.month).toBe('2025-12');
    expect(money.months.slice(-2)).toEqual([
      { month: '2026-10', revenueNetCents: paid.net_cents + overdue.net_cents + cancelled.net_cents },
      { month: '2026-11', revenueNetCents: open.net_cents - cancelled.net_cents },
    ]);
    expect(money.openCents).toBe(open.gross_cents);
    expect(money.overdueCents).toBe(overdue.gross_cents);
    // buyerScene's own customer (a Classic account) ends later.
    expect(money.renewalsDue).toBe(2);
  });

  it('counts the renewals whose licence end lies in the last 12 months and is past, by month of the end: renewed, declined, lapsed', async () => {
    const { id: userId } = await createUser(database.db, { kind: 'classic' });
    const renewal = (end: string | null, state: OrderState, declined = false) =>
      database.db
        .insertInto('orders')
        .values({
          user_id: userId,
          state,
          edition: 'classic',
          devices: 2,
          renews_licence_end: end,
          ...(declined
            ? { cancelled_at: new Date(`${end}T09:00:00Z`), declined_at: new Date(`${end}T09:00:00Z`), decline_reason: '' }
            : {}),
        })
        .execute();
    await renewal('2026-11-27', 'paid'); // ended yesterday, renewed
    await renewal('2026-11-10', 'cancelled', true);
    await renewal('2026-10-15', 'invoiced');
    await renewal('2026-10-01', 'quoted'); // never accepted: lapsed
    await renewal('2026-09-30', 'cancelled'); // cancelled by the admin, not declined: lapsed
    await renewal('2025-12-01', 'paid'); // the first day of the first month
    // Not counted: ending today or later, before the 12 months, and an order that renews nothing.
    await renewal('2026-11-28', 'quoted');
    await renewal('2026-12-20', 'quoted');
    await renewal('2025-11-30', 'paid');
    await renewal(null, 'paid');

    const { renewalMonths } = await moneyFigures(database.db, '2026-11-28');
    expect(renewalMonths.map((row) => row.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    const counted = renewalMonths.filter((row) => row.renewed + row.declined + row.lapsed > 0);
    expect(counted).toEqual([
      { month: '2025-12', renewed: 1, declined: 0, lapsed: 0 },
      { month: '2026-09', renewed: 0, declined: 0, lapsed: 1 },
      { month: '2026-10', renewed: 1, declined: 0, lapsed: 1 },
      { month: '2026-11', renewed: 1, declined: 1, lapsed: 0 },
    ]);
  });
});
