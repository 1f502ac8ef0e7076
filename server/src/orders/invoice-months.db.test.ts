import type { DatabaseHandle } from '../db/database.js';
import { createTestDatabase } from '../db/test-support/test-database.js';
import { markInvoicePaid } from './order-lifecycle.js';
import { cancelInvoice } from './issue-invoice.js';
import { invoiceMonths } from './order-views.js';
import { invoicingScene } from './test-support/order-scene.js';

jest.setTimeout(60_000);

describe("'Rechnungen' per month", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('sums each month of issue by where its invoices stand today, to the cent, the last 12 months newest first', async () => {
    const { clock, deps, adminActor, invoiceOn } = await invoicingScene(database.db);
    const paid = await invoiceOn('2026-10-05T09:00:00Z', 1);
    const overdue = await invoiceOn('2026-10-20T09:00:00Z', 2);
    const cancelled = await invoiceOn('2026-11-02T09:00:00Z', 3);
    const open = await invoiceOn('2026-11-20T09:00:00Z', 4);
    await markInvoicePaid(deps, adminActor, paid.id, '2026-10-15');
    clock.now = new Date('2026-11-25T09:00:00Z');
    await cancelInvoice(deps, adminActor, cancelled.id);

    const months = await invoiceMonths(database.db, '2026-11-28');
    expect(months).toHaveLength(12);
    expect(months.map((month) => month.month).slice(0, 3)).toEqual(['2026-11', '2026-10', '2026-09']);
    expect(months.at(-1)?.month).toBe('2025-12');
    expect(months[0]).toEqual({
      month: '2026-11',
      invoicedCents: cancelled.gross_cents + open.gross_cents,
      paidCents: 0,
      openCents: open.gross_cents,
      overdueCents: 0,
      cancelledCents: cancelled.gross_cents,
    });
    expect(months[1]).toEqual({
      month: '2026-10',
      invoicedCents: paid.gross_cents + overdue.gross_cents,
      paidCents: paid.gross_cents,
      openCents: 0,
      overdueCents: overdue.gross_cents,
      cancelledCents: 0,
    });
    expect(months[2]).toEqual({ month: '2026-09', invoicedCents: 0, paidCents: 0, openCents: 0, overdueCents: 0, cancelledCents: 0 });
  });
});
