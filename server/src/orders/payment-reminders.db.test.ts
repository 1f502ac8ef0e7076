import { testSellerEnvironment } from '../config/seller-config.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { issueInvoice, markInvoicePaid, recordOrder } from './order-lifecycle.js';
import { cancelInvoice } from './issue-invoice.js';
import { buyerScene, invoicingDeps, priceListIn } from './test-support/order-scene.js';

jest.setTimeout(120_000);

/**
 * The payment follow-up (decision 062) on a moved clock: an invoice issued on 3 November 2026 is
 * due on the 17th (14 days); the first Zahlungserinnerung goes out from the 24th, the second from
 * 8 December, each once, and a payment or a Stornorechnung stops them.
 */
describe('payment reminders', () => {
  let t: TestApp;
  const clock = { now: new Date('2026-11-03T09:00:00Z') };
  beforeAll(async () => {
    t = await createTestApp({ env: { ...testSellerEnvironment }, clock: () => clock.now });
  });
  afterAll(async () => {
    await t.close();
  });

  const job = (app: TestApp) => app.app.scheduledJobs.get('payment-reminders') as { run(): Promise<unknown> };
  const at = async (moment: string, app: TestApp = t) => {
    clock.now = new Date(moment);
    await job(app).run();
  };
  const remindersOf = (to: string) =>
    t.db
      .selectFrom('outgoing_mails')
      .select(['subject'])
      .where('slug', '=', 'payment-reminder')
      .where('to_address', '=', to)
      .orderBy('id')
      .execute()
      .then((rows) => rows.map((row) => row.subject));

  async function invoiceFor(billingEmail: string) {
    clock.now = new Date('2026-11-03T09:00:00Z');
    const deps = invoicingDeps(t.db, clock);
    const { adminActor, customer } = await buyerScene(t.db, {}, { billingEmail });
    await priceListIn(t.db, adminActor);
    const order = await recordOrder(deps, adminActor, customer.id, {
      edition: 'classic',
      devices: 1,
      insightViewers: 0,
      onsiteViewers: 0,
      deliverBeforePayment: false,
    });
    return { deps, adminActor, invoice: await issueInvoice(deps, adminActor, order.id) };
  }

  it('reminds 7 and 21 days after the due date, each once, with the invoice attached', async () => {
    const { invoice } = await invoiceFor('zahlt-spaet@kunde.test');
    expect(invoice.due_date).toBe('2026-11-17');
    await at('2026-11-23T22:00:00Z'); // 23:00 in Berlin on the 23rd: 6 days
    expect(await remindersOf('zahlt-spaet@kunde.test')).toEqual([]);
    await at('2026-11-24T06:00:00Z');
    await at('2026-11-24T07:00:00Z');
    expect(await remindersOf('zahlt-spaet@kunde.test')).toEqual([`Zahlungserinnerung: Rechnung ${invoice.number}`]);
    await at('2026-12-07T12:00:00Z');
    expect(await remindersOf('zahlt-spaet@kunde.test')).toHaveLength(1);
    await at('2026-12-08T06:00:00Z');
    await at('2026-12-20T06:00:00Z');
    expect(await remindersOf('zahlt-spaet@kunde.test')).toEqual([
      `Zahlungserinnerung: Rechnung ${invoice.number}`,
      `Zweite Zahlungserinnerung: Rechnung ${invoice.number}`,
    ]);
    const attachments = await t.db
      .selectFrom('mail_attachments')
      .innerJoin('outgoing_mails', 'outgoing_mails.id', 'mail_attachments.mail_id')
      .select('file_name')
      .where('outgoing_mails.slug', '=', 'payment-reminder')
      .where('outgoing_mails.to_address', '=', 'zahlt-spaet@kunde.test')
      .execute();
    expect(attachments.map((row) => row.file_name).sort()).toEqual(
      [
        `Rechnung-${invoice.number}.pdf`,
        `Rechnung-${invoice.number}.pdf`,
        `Rechnung-${invoice.number}.xml`,
        `Rechnung-${invoice.number}.xml`,
      ].sort(),
    );
    const listed = await t.db
      .selectFrom('payment_reminders')
      .select(['level', 'sent_to'])
      .where('invoice_id', '=', invoice.id)
      .orderBy('level')
      .execute();
    expect(listed).toEqual([
      { level: 1, sent_to: 'zahlt-spaet@kunde.test' },
      { level: 2, sent_to: 'zahlt-spaet@kunde.test' },
    ]);
  });

  it('stops once the payment is recorded, and never reminds of a cancelled invoice', async () => {
    const paid = await invoiceFor('zahlt@kunde.test');
    await at('2026-11-25T06:00:00Z');
    expect(await remindersOf('zahlt@kunde.test')).toHaveLength(1);
    await markInvoicePaid(paid.deps, paid.adminActor, paid.invoice.id, '2026-11-25');
    const cancelled = await invoiceFor('storniert@kunde.test');
    await cancelInvoice(cancelled.deps, cancelled.adminActor, cancelled.invoice.id);
    await at('2026-12-20T06:00:00Z');
    expect(await remindersOf('zahlt@kunde.test')).toHaveLength(1);
    expect(await remindersOf('storniert@kunde.test')).toEqual([]);
  });

  it('sends the second no sooner than 7 days after the first, when both fell due while nothing ran', async () => {
    await invoiceFor('spaet-entdeckt@kunde.test');
    await at('2026-12-10T06:00:00Z'); // 23 days past due: the first only
    await at('2026-12-10T07:00:00Z');
    expect(await remindersOf('spaet-entdeckt@kunde.test')).toHaveLength(1);
    await at('2026-12-17T07:00:00Z');
    expect(await remindersOf('spaet-entdeckt@kunde.test')).toHaveLength(2);
  });

  it('sends each reminder once when two instances run the job at the same moment', async () => {
    await invoiceFor('zwei-instanzen@kunde.test');
    const second = await createTestApp({ env: { ...testSellerEnvironment }, clock: () => clock.now, database: t.database });
    try {
      clock.now = new Date('2026-11-24T06:00:00Z');
      await Promise.all([job(t).run(), job(second).run(), job(t).run(), job(second).run()]);
    } finally {
      await second.close();
    }
    expect(await remindersOf('zwei-instanzen@kunde.test')).toHaveLength(1);
  });
});
