import { sql } from 'kysely';
import { testSellerEnvironment } from '../config/seller-config.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { markInvoicePaid } from './order-lifecycle.js';
import { cancelInvoice } from './issue-invoice.js';
import { lastExpiredYear } from './invoice-retention.js';
import { invoicingScene } from './test-support/order-scene.js';

jest.setTimeout(120_000);

/**
 * The end of the retention period (decision 065) on a moved clock, with the default of 8 years:
 * invoices of 2017 are kept until the end of 2025 and deleted by the job `invoice-retention` in
 * 2026, those of 2018 in 2027. Outside the job the database still refuses every deletion.
 */
describe('invoices past their retention period', () => {
  let t: TestApp;
  // The invoicing scene's clock once it is set up: the app's jobs and the invoices share it.
  let clock = { now: new Date('2017-03-01T09:00:00Z') };
  beforeAll(async () => {
    t = await createTestApp({ env: { ...testSellerEnvironment }, clock: () => clock.now });
  });
  afterAll(() => t.close());

  const run = async (app: TestApp, moment: string) => {
    clock.now = new Date(moment);
    await app.app.scheduledJobs.get('invoice-retention')!.run();
  };
  const numbersLeft = async () =>
    (await t.db.selectFrom('invoices').select('number').orderBy('id').execute()).map((invoice) => invoice.number);
  const retentionEntries = () =>
    t.db
      .selectFrom('audit_events')
      .select(['actor_id', 'actor_email', 'subject_id', 'after'])
      .where('kind', '=', 'invoices-deleted-after-retention')
      .orderBy('id')
      .execute();
  const refusedDeletion = /is issued and cannot be deleted/;

  it('counts the period from the end of the Berlin year of issue', () => {
    expect(lastExpiredYear(new Date('2025-12-31T22:59:59Z'), 8)).toBe(2016);
    expect(lastExpiredYear(new Date('2025-12-31T23:00:00Z'), 8)).toBe(2017); // midnight in Berlin
    expect(lastExpiredYear(new Date('2026-06-01T00:00:00Z'), 10)).toBe(2015);
  });

  it('deletes what is past its period with its reminders, once, in the audit timeline; the rest stays refused', async () => {
    const { deps, adminActor, invoiceOn: invoiceOf, clock: sceneClock } = await invoicingScene(t.db);
    clock = sceneClock;
    const invoiceOn = (moment: string) => invoiceOf(moment, 1);
    const cancelOn = async (moment: string, invoiceId: number) => {
      clock.now = new Date(moment);
      return cancelInvoice(deps, adminActor, invoiceId);
    };

    // 2017: one invoice reminded and then paid, one cancelled the same year, one cancelled in 2018.
    const reminded = await invoiceOn('2017-03-01T09:00:00Z');
    clock.now = new Date('2017-03-22T09:00:00Z');
    await t.app.scheduledJobs.get('payment-reminders')!.run();
    await markInvoicePaid(deps, adminActor, reminded.id, '2017-03-22');
    const cancelledSameYear = await invoiceOn('2017-06-01T09:00:00Z');
    const cancellationSameYear = await cancelOn('2017-06-02T09:00:00Z', cancelledSameYear.id);
    const cancelledLater = await invoiceOn('2017-12-20T09:00:00Z');
    const cancellationLater = await cancelOn('2018-01-05T09:00:00Z', cancelledLater.id);
    // 2018: an invoice that is kept through 2026.
    const of2018 = await invoiceOn('2018-02-01T09:00:00Z');
    expect([reminded, cancelledSameYear, cancellationSameYear, cancelledLater, cancellationLater, of2018].map((i) => i.number)).toEqual([
      '2017-00001',
      '2017-00002',
      '2017-00003',
      '2017-00004',
      '2018-00001',
      '2018-00002',
    ]);
    expect(await t.db.selectFrom('payment_reminders').select('invoice_id').execute()).toEqual([{ invoice_id: reminded.id }]);

    // The last hour of 2025 in Berlin: 2017's period is not over yet.
    await run(t, '2025-12-31T22:30:00Z');
    expect(await numbersLeft()).toHaveLength(6);
    // A portal configured for 10 years (a second instance on the same database) keeps them in 2026.
    const tenYears = await createTestApp({
      env: { ...testSellerEnvironment, INVOICE_RETENTION_YEARS: '10' },
      clock: () => clock.now,
      database: t.database,
    });
    try {
      await run(tenYears, '2026-01-01T08:00:00Z');
    } finally {
      await tenYears.close();
    }
    expect(await numbersLeft()).toHaveLength(6);
    expect(await retentionEntries()).toEqual([]);

    // 2026 with 8 years: 2017 is gone but the invoice whose Stornorechnung is of 2018, which keeps it.
    await run(t, '2026-01-01T08:00:00Z');
    expect(await numbersLeft()).toEqual(['2017-00004', '2018-00001', '2018-00002']);
    expect(await t.db.selectFrom('payment_reminders').select('invoice_id').execute()).toEqual([]);
    expect(await retentionEntries()).toEqual([
      { actor_id: null, actor_email: null, subject_id: null, after: { documents: 3, years: [2017], retentionYears: 8 } },
    ]);
    // The orders and the account stay; the numbers of 2017 are not given again.
    expect(await t.db.selectFrom('orders').select('id').where('id', '=', reminded.order_id).execute()).toHaveLength(1);
    expect(await t.db.selectFrom('invoice_counters').select(['year', 'last_number']).where('year', '=', 2017).execute()).toEqual([
      { year: 2017, last_number: 4 },
    ]);

    // A second run deletes nothing and records nothing.
    await run(t, '2026-06-01T08:00:00Z');
    expect(await numbersLeft()).toHaveLength(3);
    expect(await retentionEntries()).toHaveLength(1);

    // Outside the job the database refuses a deletion, of a kept invoice of 2018 as of the remaining one of 2017.
    await expect(t.db.deleteFrom('invoices').where('id', '=', of2018.id).execute()).rejects.toThrow(refusedDeletion);
    await expect(t.db.deleteFrom('invoices').where('id', '=', cancelledLater.id).execute()).rejects.toThrow(refusedDeletion);
    // The job's setting lets through deletions only: a change of what was issued stays refused with it.
    await expect(
      t.db.transaction().execute(async (trx) => {
        await sql`SELECT set_config('bfsm.invoice_retention', 'on', true)`.execute(trx);
        await trx.updateTable('invoices').set({ gross_cents: 1 }).where('id', '=', of2018.id).execute();
      }),
    ).rejects.toThrow(/is issued and cannot be changed/);
    // The setting lasts only for its transaction.
    await t.db.transaction().execute(async (trx) => {
      await sql`SELECT set_config('bfsm.invoice_retention', 'on', true)`.execute(trx);
    });
    await expect(t.db.deleteFrom('invoices').where('id', '=', of2018.id).execute()).rejects.toThrow(refusedDeletion);
    expect(await numbersLeft()).toEqual(['2017-00004', '2018-00001', '2018-00002']);

    // 2027: the year 2018 goes, and with its Stornorechnung the invoice of 2017 it cancels.
    await run(t, '2027-01-04T08:00:00Z');
    expect(await numbersLeft()).toEqual([]);
    expect((await retentionEntries()).map((entry) => entry.after)).toEqual([
      { documents: 3, years: [2017], retentionYears: 8 },
      { documents: 3, years: [2017, 2018], retentionYears: 8 },
    ]);
  });
});
