import type { DatabaseHandle } from '../db/database.js';
import { createSharedPostgresTestDatabase, createTestDatabase } from '../db/test-support/test-database.js';
import { testDatabaseServer } from '../db/test-support/test-database-server.js';
import { issueInvoice, recordOrder } from './order-lifecycle.js';
import { buyerScene, invoicingDeps, priceListIn } from './test-support/order-scene.js';
import { formatInvoiceNumber } from './invoice-numbering.js';

jest.setTimeout(180_000);

const parallelIssues = 50;

/**
 * Invoice numbers are gapless and unique (decision 058): 50 invoices issued at once, by two
 * instances with connection pools of their own on one PostgreSQL database, get exactly the
 * numbers 1 to 50 of the year; an issue that fails gives its number back. On PGlite the one
 * connection orders them anyway; the same walk runs there as well.
 */
describe('invoice numbers under parallel issues', () => {
  let handles: DatabaseHandle[];
  beforeAll(async () => {
    handles = testDatabaseServer() ? await createSharedPostgresTestDatabase(2) : [await createTestDatabase()];
  });
  afterAll(async () => {
    for (const handle of handles) await handle.close();
  });

  it(`gives ${parallelIssues} parallel issues the numbers 1 to ${parallelIssues}, none skipped, none twice`, async () => {
    const [first] = handles as [DatabaseHandle];
    const clock = { now: new Date('2026-11-28T10:00:00Z') };
    const { adminActor, customer } = await buyerScene(first.db);
    await priceListIn(first.db, adminActor);
    const instances = handles.map((handle) => invoicingDeps(handle.db, clock));
    const orders = [];
    for (let index = 0; index < parallelIssues + 5; index++) {
      orders.push(
        await recordOrder(instances[0]!, adminActor, customer.id, {
          edition: 'classic',
          devices: 1,
          insightViewers: 0,
          onsiteViewers: 0,
          deliverBeforePayment: false,
        }),
      );
    }
    // Five issues fail inside their transaction after taking a number: their buyer's address lies
    // outside the EU (written past the form's check), which no tax case covers.
    const failing = orders.slice(parallelIssues);
    const { customer: leaving } = await buyerScene(first.db);
    await first.db
      .updateTable('orders')
      .set({ user_id: leaving.id })
      .where(
        'id',
        'in',
        failing.map((order) => order.id),
      )
      .execute();
    await first.db.updateTable('billing_details').set({ country_code: 'CH' }).where('user_id', '=', leaving.id).execute();

    const results = await Promise.allSettled(
      orders.map((order, index) => issueInvoice(instances[index % instances.length]!, adminActor, order.id)),
    );
    const rejected = results.filter((result) => result.status === 'rejected');
    expect(rejected.map((result) => String(result.reason))).toEqual(failing.map(() => expect.stringContaining('outside the EU')));

    const numbers = await first.db
      .selectFrom('invoices')
      .select(['number', 'sequence'])
      .where('year', '=', 2026)
      .orderBy('sequence')
      .execute();
    expect(numbers.map((row) => row.sequence)).toEqual(Array.from({ length: parallelIssues }, (_, index) => index + 1));
    expect(numbers.map((row) => row.number)).toEqual(numbers.map((row) => formatInvoiceNumber(2026, row.sequence)));
  });
});
