import iconv from 'iconv-lite';
import { testSellerEnvironment } from '../config/seller-config.js';
import { testAccountingEnvironment } from '../config/accounting-config.js';
import { signedInUser } from '../test-support/test-app.js';
import { createTestAppWithMail, type TestAppWithMail } from '../test-support/test-app-with-mail.js';
import { issueInvoice, markInvoicePaid, recordOrder } from '../orders/order-lifecycle.js';
import { cancelInvoice } from '../orders/issue-invoice.js';
import { buyerScene, invoicingDeps, priceListIn } from '../orders/test-support/order-scene.js';
import { readWithCalc, withOfficeTools, zipEntries } from './test-support/office-tools.js';

jest.setTimeout(120_000);

/**
 * 'Export für die Buchhaltung' through the webapi (decision 061): real invoices issued from orders,
 * exported for a period, read back by the tools an adviser's office uses.
 */
describe('the accounting exports', () => {
  let t: TestAppWithMail;
  const clock = { now: new Date('2026-11-03T09:00:00Z') };
  const issued: Array<{ number: string; kind: string; gross: number; net: number; vat: number; category: 'S' | 'AE' }> = [];
  let adminCookie = '';

  beforeAll(async () => {
    t = await createTestAppWithMail({ env: { ...testSellerEnvironment, ...testAccountingEnvironment }, clock: () => clock.now });
    adminCookie = (await signedInUser(t, 'admin')).cookie;
    const deps = invoicingDeps(t.db, clock);
    const { adminActor, customer: german } = await buyerScene(t.db);
    await priceListIn(t.db, adminActor);
    const { customer: austrian } = await buyerScene(
      t.db,
      {},
      { company: 'Brandschutz Wien GmbH', street: 'Ring 1', postcode: '1010', city: 'Wien', countryCode: 'AT', vatId: 'ATU12345678' },
    );
    const order = (userId: number, devices: number) =>
      recordOrder(deps, adminActor, userId, {
        edition: 'classic',
        devices,
        insightViewers: 0,
        onsiteViewers: 0,
        deliverBeforePayment: false,
      });
    // October: one invoice outside the period. November: a German invoice, an Austrian one, the German one cancelled.
    clock.now = new Date('2026-10-30T09:00:00Z');
    await issueInvoice(deps, adminActor, (await order(german.id, 1)).id);
    clock.now = new Date('2026-11-03T09:00:00Z');
    const germanInvoice = await issueInvoice(deps, adminActor, (await order(german.id, 3)).id);
    clock.now = new Date('2026-11-12T09:00:00Z');
    const austrianInvoice = await issueInvoice(deps, adminActor, (await order(austrian.id, 2)).id);
    await markInvoicePaid(deps, adminActor, austrianInvoice.id, '2026-11-12');
    clock.now = new Date('2026-11-20T09:00:00Z');
    const cancellation = await cancelInvoice(deps, adminActor, germanInvoice.id);
    for (const [row, category] of [
      [germanInvoice, 'S'],
      [austrianInvoice, 'AE'],
      [cancellation, 'S'],
    ] as const) {
      issued.push({ number: row.number, kind: row.kind, gross: row.gross_cents, net: row.net_cents, vat: row.vat_cents, category });
    }
    clock.now = new Date('2026-12-01T08:00:00Z');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, cookie = adminCookie) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const november = 'from=2026-11-01&to=2026-11-30';
  const decimal = (cents: number) => (cents / 100).toString();

  it('writes a DATEV Buchungsstapel of the period: one booking per document, to the cent, named for the batch import', async () => {
    const answer = await get(`/webapi/accounting/datev?${november}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=windows-1252');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="EXTF_Buchungsstapel_20261101_20261130.csv"');
    const lines = iconv.decode(answer.rawPayload, 'win1252').split('\r\n');
    expect(lines[0]).toMatch(/^"EXTF";700;21;"Buchungsstapel";13;\d{17};;"RE";"";"";29098;55003;20260101;4;20261101;20261130;/);
    const bookings = lines.slice(2, -1).map((line) => line.split(';'));
    expect(bookings.map((fields) => [fields[10], fields[1], fields[0], fields[7]])).toEqual(
      issued.map((invoice) => [
        `"${invoice.number}"`,
        invoice.kind === 'invoice' ? '"S"' : '"H"',
        (invoice.gross / 100).toFixed(2).replace('.', ','),
        invoice.category === 'AE' ? '8336' : '8400',
      ]),
    );
  });

  withOfficeTools('opens in LibreOffice Calc with the amounts of the invoices to the cent', async () => {
    const rows = readWithCalc((await get(`/webapi/accounting/datev?${november}`)).rawPayload, 1);
    expect(rows[1]?.slice(0, 2)).toEqual(['Umsatz (ohne Soll/Haben-Kz)', 'Soll/Haben-Kennzeichen']);
    expect(rows.slice(2).map((row) => [row[0], row[1], row[10]])).toEqual(
      issued.map((invoice) => [decimal(invoice.gross), invoice.kind === 'invoice' ? 'S' : 'H', invoice.number]),
    );
  });

  withOfficeTools('writes a plain CSV whose columns add up to the period in LibreOffice: a Stornorechnung counts negative', async () => {
    const answer = await get(`/webapi/accounting/csv?${november}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="Rechnungsausgang_2026-11-01_2026-11-30.csv"');
    const rows = readWithCalc(answer.rawPayload, 76);
    expect(rows[0]).toEqual(
      expect.arrayContaining(['Belegnummer', 'Steuerfall', 'Erlöskonto', 'Netto (EUR)', 'USt (EUR)', 'Brutto (EUR)']),
    );
    const signed = (invoice: (typeof issued)[number], cents: number) => decimal(invoice.kind === 'cancellation' ? -cents : cents);
    expect(rows.slice(1).map((row) => [row[0], row[1], row[9], row[10], row[11], row[12], row[13]])).toEqual(
      issued.map((invoice) => [
        invoice.number,
        invoice.kind === 'invoice' ? 'Rechnung' : 'Stornorechnung',
        invoice.category === 'AE' ? 'Reverse Charge (§ 13b UStG)' : 'Umsatzsteuer 19 %',
        invoice.category === 'AE' ? '8336' : '8400',
        signed(invoice, invoice.net),
        signed(invoice, invoice.vat),
        signed(invoice, invoice.gross),
      ]),
    );
  });

  withOfficeTools('puts the PDFs and XMLs of the period, as issued, into one ZIP', async () => {
    const answer = await get(`/webapi/accounting/archive?${november}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    const zip = zipEntries(answer.rawPayload);
    expect(zip.names).toEqual(issued.flatMap(({ number }) => [`Rechnung-${number}.pdf`, `Rechnung-${number}.xml`]));
    const stored = await t.db
      .selectFrom('invoices')
      .select(['pdf', 'xml'])
      .where('number', '=', issued[1]?.number ?? '')
      .executeTakeFirstOrThrow();
    expect(zip.entry(`Rechnung-${issued[1]?.number}.pdf`).equals(Buffer.from(stored.pdf))).toBe(true);
    expect(zip.entry(`Rechnung-${issued[1]?.number}.xml`).toString('utf8')).toBe(stored.xml);
  });

  it('records every export in the audit timeline', async () => {
    await get(`/webapi/accounting/csv?${november}`);
    const entries = await t.db.selectFrom('audit_events').select(['after']).where('kind', '=', 'accounting-exported').execute();
    expect(entries.at(-1)?.after).toEqual({ format: 'csv', from: '2026-11-01', to: '2026-11-30', documents: 3 });
  });

  it('refuses a period across the fiscal year or ending before it starts, in German', async () => {
    const across = await get('/webapi/accounting/datev?from=2026-12-01&to=2027-01-31');
    expect(across.statusCode).toBe(400);
    expect(across.json()).toMatchObject({
      target: 'to',
      message: 'Der Zeitraum muss in einem Wirtschaftsjahr liegen: Ein DATEV-Buchungsstapel enthält nur eines.',
    });
    const backwards = await get('/webapi/accounting/csv?from=2026-11-30&to=2026-11-01');
    expect(backwards.json()).toMatchObject({ message: 'Das Ende des Zeitraums liegt vor seinem Anfang.' });
  });

  it('names the missing DATEV settings instead of writing a batch without them, and shows the settings', async () => {
    const unconfigured = await createTestAppWithMail({ env: { ...testSellerEnvironment } });
    try {
      const { cookie } = await signedInUser(unconfigured, 'admin');
      const answer = await unconfigured.app.inject({ method: 'GET', url: `/webapi/accounting/datev?${november}`, headers: { cookie } });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(
        'Für den DATEV-Buchungsstapel fehlt die Einstellung DATEV_CONSULTANT_NUMBER, DATEV_CLIENT_NUMBER.',
      );
      const settings = await unconfigured.app.inject({ method: 'GET', url: '/webapi/accounting/settings', headers: { cookie } });
      expect(settings.json()).toMatchObject({
        missing: ['DATEV_CONSULTANT_NUMBER', 'DATEV_CLIENT_NUMBER'],
        debtorAccount: 10000,
        lockBookings: false,
      });
    } finally {
      await unconfigured.close();
    }
  });

  it('answers customers 403', async () => {
    const { cookie } = await signedInUser(t, 'classic');
    expect((await get(`/webapi/accounting/csv?${november}`, cookie)).statusCode).toBe(403);
  });
});
