import { LICENSE } from '@bfsm/api-adapter';
import { testSellerEnvironment } from '../config/seller-config.js';
import { signedInUser } from '../test-support/test-app.js';
import { createTestAppWithMail, type TestAppWithMail } from '../test-support/test-app-with-mail.js';
import { postForm, tokenOf } from '../test-support/webapi.js';
import { germanBilling, testPrices } from './test-support/order-scene.js';

jest.setTimeout(60_000);

/** The loop through the webapi, as the customer app and the back-office call it (decision 058). */
describe('orders and invoices through the webapi', () => {
  let t: TestAppWithMail;
  // Before any run of this suite: the mail job delivers what is due by the real clock.
  const clock = { now: new Date('2026-11-28T05:00:00Z') };
  beforeAll(async () => {
    t = await createTestAppWithMail({ env: { ...testSellerEnvironment }, clock: () => clock.now });
  });
  afterAll(async () => {
    await t.close();
  });

  const json = (cookie: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { cookie, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  const saveBilling = async (userId: number, cookie: string, fields: Record<string, string>) =>
    postForm(t.app, `/webapi/billing-details/${userId}`, {
      cookie,
      form: { ...fields, _token: await tokenOf(t.app, cookie, '/webapi/billingDetailsToken') },
    });

  it('takes a customer from Rechnungsdaten and a request to a paid, extended licence, with the invoice files to download', async () => {
    const { cookie: adminCookie } = await signedInUser(t, 'admin');
    for (const [item, netCents] of Object.entries(testPrices))
      expect((await json(adminCookie, 'POST', '/webapi/prices', { item, netCents })).statusCode).toBe(200);
    const { user, cookie } = await signedInUser(t, 'classic', { licenseExpiration: '2026-12-31' });

    const badVatId = await saveBilling(user.id, cookie, { ...germanBilling, vatId: 'DE12345' } as Record<string, string>);
    expect(badVatId.statusCode).toBe(400);
    expect(badVatId.json()).toMatchObject({
      target: 'vatId',
      message: 'Bitte geben Sie eine gültige USt-IdNr. des gewählten Landes ein (z. B. DE123456789).',
    });
    expect((await json(cookie, 'GET', `/webapi/billing-details/${user.id}`)).json().billingDetails).toBeNull();
    const saved = await saveBilling(user.id, cookie, { ...germanBilling, vatId: 'de 123 456 789' } as Record<string, string>);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().billingDetails).toMatchObject({ vatId: 'DE123456789', countryCode: 'DE' });

    const request = await postForm(t.app, '/webapi/my-orders', {
      cookie,
      form: {
        edition: 'classic',
        devices: '3',
        message: 'Bitte mit Bestellnummer',
        _token: await tokenOf(t.app, cookie, '/webapi/quoteRequestToken'),
      },
    });
    expect(request.statusCode).toBe(200);
    const orderId = request.json().id as number;
    expect((await json(cookie, 'GET', '/webapi/my-orders')).json().orders).toEqual([
      expect.objectContaining({ id: orderId, state: 'requested', devices: 3 }),
    ]);

    const proposed = (await json(adminCookie, 'GET', `/webapi/order/${orderId}/proposed-lines`)).json().lines;
    expect(proposed).toEqual([
      { description: 'Brandfallsteuermatrix Classic, Jahreslizenz je Gerät', quantity: 3, unitNetPriceCents: testPrices.classic },
    ]);
    const quote = await json(adminCookie, 'POST', `/webapi/order/${orderId}/quote`, {
      lines: proposed,
      discountCents: 5_000,
      discountReason: 'Neukundenrabatt',
    });
    expect(quote.json()).toMatchObject({ state: 'quoted', netCents: 3 * testPrices.classic - 5_000, validUntil: '2026-12-28' });
    await t.app.scheduledJobs.get('mail-delivery')!.run();
    const [quoteMail] = await t.mailsTo(germanBilling.billingEmail, 'quote');
    expect(quoteMail?.subject).toBe(`Ihr Angebot Nr. ${orderId}`);
    expect(quoteMail?.text).toContain('3 × Brandfallsteuermatrix Classic, Jahreslizenz je Gerät zu 499,00 € = 1.497,00 €');
    expect(quoteMail?.text).toContain('Neukundenrabatt: −50,00 €');
    expect(quoteMail?.text).toContain('Das Angebot gilt bis zum 28.12.2026.');

    const accepted = await postForm(t.app, `/webapi/order/${orderId}/accept`, {
      cookie,
      form: { purchaseOrder: 'PO-2026-17', _token: await tokenOf(t.app, cookie, '/webapi/acceptQuoteToken') },
    });
    expect(accepted.statusCode).toBe(200);
    const { invoiceNumber } = accepted.json();
    expect(invoiceNumber).toMatch(/^2026-\d{5}$/);
    const again = await postForm(t.app, `/webapi/order/${orderId}/accept`, {
      cookie,
      form: { _token: await tokenOf(t.app, cookie, '/webapi/acceptQuoteToken') },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Das ist in diesem Stand der Bestellung („berechnet“) nicht möglich.');

    await t.app.scheduledJobs.get('mail-delivery')!.run();
    const [invoiceMail] = await t.mailsTo(germanBilling.billingEmail, 'invoice');
    expect(invoiceMail?.subject).toBe(`Rechnung ${invoiceNumber}`);
    expect(invoiceMail?.text).toContain(`Rechnung ${invoiceNumber} über 1.721,93 €, zahlbar bis zum 12.12.2026`);
    expect(invoiceMail?.attachments.map(({ filename, contentType }) => [filename, contentType])).toEqual([
      [`Rechnung-${invoiceNumber}.pdf`, 'application/pdf'],
      [`Rechnung-${invoiceNumber}.xml`, 'application/xml'],
    ]);
    const [invoice] = (await json(cookie, 'GET', '/webapi/my-invoices')).json().invoices;
    expect(invoice).toMatchObject({
      number: invoiceNumber,
      kind: 'invoice',
      netCents: 144_700,
      vatCents: 27_493,
      grossCents: 172_193,
      paidOn: null,
    });
    const pdf = await json(cookie, 'GET', `/webapi/invoice/${invoice.id}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="Rechnung-${invoiceNumber}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.equals(invoiceMail!.attachments[0]!.content)).toBe(true);
    const xml = await json(cookie, 'GET', `/webapi/invoice/${invoice.id}/xml`);
    expect(xml.body).toContain(`<ram:ID>${invoiceNumber}</ram:ID>`);

    const open = (await json(adminCookie, 'GET', '/webapi/invoices?status=open')).json();
    expect(open.invoices.map((row: { number: string }) => row.number)).toContain(invoiceNumber);
    // A payment is recorded once it has arrived, not ahead.
    const ahead = await json(adminCookie, 'POST', `/webapi/invoice/${invoice.id}/paid`, { paidOn: '2026-12-02' });
    expect([ahead.statusCode, ahead.json()]).toEqual([
      400,
      { error: 'invalid-input', message: 'Der Zahlungseingang kann nicht in der Zukunft liegen.', target: 'paidOn' },
    ]);
    clock.now = new Date('2026-12-02T09:00:00Z');
    expect((await json(adminCookie, 'POST', `/webapi/invoice/${invoice.id}/paid`, { paidOn: '2026-12-02' })).statusCode).toBe(200);
    const owner = await t.db
      .selectFrom('users')
      .select(['license_type', 'license_expiration', 'max_devices'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(owner).toEqual({ license_type: LICENSE.classic, license_expiration: '2027-12-31', max_devices: 3 });

    const csv = await json(adminCookie, 'GET', '/webapi/invoices-export?status=paid');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.startsWith('\uFEFFRechnungsnummer;Art;')).toBe(true);
    expect(csv.body).toContain(`${invoiceNumber};Rechnung;;;`);
    // A decimal comma is quoted (the user list's CSV rule for ','); spreadsheets read it as a number.
    expect(csv.body).toContain(';"1447,00";"274,93";"1721,93";02.12.2026\r\n');
    const orders = await json(adminCookie, 'GET', '/webapi/orders-export?state=paid');
    expect(orders.body).toContain(`${orderId};bezahlt;${user.email};Brandfallsteuermatrix Classic;3;0;0;"1447,00";`);
  });

  it('shows nobody else an order or an invoice, and refuses a stranger’s acceptance', async () => {
    const { user: owner } = await signedInUser(t, 'classic');
    const { cookie: strangerCookie } = await signedInUser(t, 'classic');
    const order = await t.db
      .insertInto('orders')
      .values({ user_id: owner.id, state: 'quoted', edition: 'classic', devices: 1, lines: '[]', valid_until: '2099-01-01' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const accept = await postForm(t.app, `/webapi/order/${order.id}/accept`, {
      cookie: strangerCookie,
      form: { _token: await tokenOf(t.app, strangerCookie, '/webapi/acceptQuoteToken') },
    });
    expect(accept.statusCode).toBe(403);
    expect((await json(strangerCookie, 'GET', `/webapi/billing-details/${owner.id}`)).statusCode).toBe(403);
    expect((await json(strangerCookie, 'GET', '/webapi/orders')).statusCode).toBe(403);
    expect((await json(strangerCookie, 'GET', '/webapi/my-orders')).json().orders).toEqual([]);
  });
});
