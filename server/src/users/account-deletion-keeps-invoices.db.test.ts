import iconv from 'iconv-lite';
import { unzipSync } from 'fflate';
import { testSellerEnvironment } from '../config/seller-config.js';
import { testAccountingEnvironment } from '../config/accounting-config.js';
import { defaultPassword } from '../factories/index.js';
import { createTestApp, signIn, signedInUser, type TestApp } from '../test-support/test-app.js';
import { tokenOf } from '../test-support/webapi.js';
import { markInvoicePaid, requestQuote } from '../orders/order-lifecycle.js';
import { cancelInvoice } from '../orders/issue-invoice.js';
import { invoicingScene } from '../orders/test-support/order-scene.js';

jest.setTimeout(120_000);

/**
 * Deleting an account that has invoices (decisions 016 and 065), through the webapi: the invoices
 * and Stornorechnungen stay as issued without the account, with their reminders, and the books'
 * exports still hold them; the Rechnungsdaten, mails, sessions and the request's free text go.
 */
describe('deleting an account with invoices', () => {
  let t: TestApp;
  // The invoicing scene's clock once it is set up: the app's jobs and the invoices share it.
  let clock = { now: new Date('2026-11-03T09:00:00Z') };
  beforeAll(async () => {
    t = await createTestApp({ env: { ...testSellerEnvironment, ...testAccountingEnvironment }, clock: () => clock.now });
  });
  afterAll(() => t.close());

  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  it('keeps its invoices and Stornorechnungen for the books and their exports, and removes the rest', async () => {
    const { cookie: adminCookie } = await signedInUser(t, 'admin');
    const scene = await invoicingScene(t.db, { company: 'Gelöscht & Partner GmbH', billingEmail: 'rechnungen@geloescht.test' });
    const { deps, adminActor, customer, invoiceOn } = scene;
    clock = scene.clock;
    // A paid invoice, one reminded and then cancelled, and a request that never became an invoice.
    const paid = await invoiceOn('2026-11-03T09:00:00Z', 1);
    await markInvoicePaid(deps, adminActor, paid.id, '2026-11-03');
    const reminded = await invoiceOn('2026-11-03T10:00:00Z', 2);
    clock.now = new Date('2026-11-24T09:00:00Z');
    await t.app.scheduledJobs.get('payment-reminders')!.run();
    const cancellation = await cancelInvoice(deps, adminActor, reminded.id);
    const customerActor = { id: customer.id, email: customer.email, address: '127.0.0.2' };
    const request = await requestQuote(t.db, customerActor, customer.id, {
      edition: 'insight',
      devices: 2,
      insightViewers: 0,
      onsiteViewers: 0,
      message: 'Bitte rufen Sie mich unter 0151 2345678 an, Erika Mustermann.',
    });
    const numbers = [paid.number, reminded.number, cancellation.number];
    const stored = () =>
      t.db
        .selectFrom('invoices')
        .select(['number', 'kind', 'user_id', 'order_id', 'paid_on', 'gross_cents', 'buyer_company', 'billing_email', 'xml', 'pdf'])
        .where('number', 'in', numbers)
        .orderBy('id')
        .execute();
    const before = await stored();
    const customerCookie = await signIn(t.app, customer.email, defaultPassword);

    clock.now = new Date('2026-12-01T09:00:00Z');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/webapi/users/${customer.id}?token=${await tokenOf(t.app, adminCookie, '/webapi/deleteUserToken')}`,
      headers: { cookie: adminCookie },
    });
    expect(deleted.json()).toEqual({ success: true });

    // The invoices stay as issued, files and all; only their account reference is gone.
    const after = await stored();
    expect(after).toEqual(before.map((invoice) => ({ ...invoice, user_id: null })));
    expect(after.map((invoice) => [invoice.number, invoice.kind, invoice.paid_on])).toEqual([
      [paid.number, 'invoice', '2026-11-03'],
      [reminded.number, 'invoice', null],
      [cancellation.number, 'cancellation', null],
    ]);
    expect(await t.db.selectFrom('payment_reminders').select('level').where('invoice_id', '=', reminded.id).execute()).toEqual([
      { level: 1 },
    ]);

    // The rest goes: the account, its Rechnungsdaten, its mails with their attachments, its sessions.
    expect(await t.db.selectFrom('users').select('id').where('id', '=', customer.id).executeTakeFirst()).toBeUndefined();
    expect(await t.db.selectFrom('billing_details').select('user_id').where('user_id', '=', customer.id).execute()).toEqual([]);
    const mailsTo = await t.db
      .selectFrom('outgoing_mails')
      .select('id')
      .where((eb) => eb.or([eb('user_id', '=', customer.id), eb('to_address', '=', 'rechnungen@geloescht.test')]))
      .execute();
    expect(mailsTo).toEqual([]);
    expect((await get('/webapi/userinfo', customerCookie)).statusCode).toBe(401);
    // The orders stay for their invoices without the account; the request's free text, on no invoice, is emptied.
    const orders = await t.db
      .selectFrom('orders')
      .select(['id', 'user_id', 'message'])
      .where('id', 'in', [paid.order_id, reminded.order_id, request.id])
      .orderBy('id')
      .execute();
    expect(orders).toEqual([
      { id: paid.order_id, user_id: null, message: '' },
      { id: reminded.order_id, user_id: null, message: '' },
      { id: request.id, user_id: null, message: '' },
    ]);
    const left = await t.db.selectFrom('orders').select('id').where('message', 'like', '%Mustermann%').execute();
    expect(left).toEqual([]);

    // The back-office's 'Rechnungen' and the three exports of the period still hold all three documents.
    const listed = (await get('/webapi/invoices?status=cancelled', adminCookie)).json();
    expect(listed.invoices.map((invoice: { number: string; userId: number | null }) => [invoice.number, invoice.userId])).toEqual(
      expect.arrayContaining([[reminded.number, null]]),
    );
    const november = 'from=2026-11-01&to=2026-11-30';
    const datev = await get(`/webapi/accounting/datev?${november}`, adminCookie);
    expect(datev.statusCode).toBe(200);
    const bookings = iconv
      .decode(datev.rawPayload, 'win1252')
      .split('\r\n')
      .slice(2, -1)
      .map((line) => line.split(';'));
    expect(bookings.map((fields) => [fields[10], fields[1], fields[0]])).toEqual(
      before.map((invoice) => [
        `"${invoice.number}"`,
        invoice.kind === 'invoice' ? '"S"' : '"H"',
        (invoice.gross_cents / 100).toFixed(2).replace('.', ','),
      ]),
    );
    const csv = await get(`/webapi/accounting/csv?${november}`, adminCookie);
    expect(csv.statusCode).toBe(200);
    const csvNumbers = csv.body
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .slice(1)
      .filter(Boolean)
      .map((line) => line.split(';')[0]);
    expect(csvNumbers).toEqual(numbers);
    expect(csv.body).toContain('Gelöscht & Partner GmbH');
    const archive = await get(`/webapi/accounting/archive?${november}`, adminCookie);
    expect(archive.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(archive.rawPayload));
    expect(Object.keys(files)).toEqual(numbers.flatMap((number) => [`Rechnung-${number}.pdf`, `Rechnung-${number}.xml`]));
    for (const invoice of before) {
      expect(Buffer.from(files[`Rechnung-${invoice.number}.pdf`] ?? []).equals(Buffer.from(invoice.pdf))).toBe(true);
      expect(Buffer.from(files[`Rechnung-${invoice.number}.xml`] ?? []).toString('utf8')).toBe(invoice.xml);
    }
  });
});
