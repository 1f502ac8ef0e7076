import { sql } from 'kysely';
import { LICENSE } from '@bfsm/api-adapter';
import type { DatabaseHandle } from '../db/database.js';
import { createTestDatabase } from '../db/test-support/test-database.js';
import { DomainError } from '../errors/domain-error.js';
import { validateEInvoice, readPdfWithPoppler, withEinvoiceTools } from '../invoices/test-support/einvoice-tools.js';
import { acceptQuote, cancelOrder, markInvoicePaid, recordOrder, requestQuote, sendQuote, issueInvoice } from './order-lifecycle.js';
import { cancelInvoice } from './issue-invoice.js';
import { buyerScene, invoicingDeps, priceListIn, testPrices } from './test-support/order-scene.js';

jest.setTimeout(60_000);

const refusal = (reason: string) => expect.objectContaining({ reason }) as unknown as DomainError;

describe('from a quote request to a paid licence', () => {
  let database: DatabaseHandle;
  const clock = { now: new Date('2026-11-28T10:00:00Z') };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(() => {
    clock.now = new Date('2026-11-28T10:00:00Z');
  });
  const db = () => database.db;
  const counter = async () =>
    (await db().selectFrom('invoice_counters').select('last_number').where('year', '=', 2026).executeTakeFirst())?.last_number ?? 0;
  const userRow = (id: number) => db().selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('quotes from the price list, issues a valid e-invoice on acceptance and extends the licence from its old end when paid', async () => {
    const { adminActor, customer, customerActor } = await buyerScene(db(), { licenseExpiration: '2026-12-31', maxDevices: 2 });
    await priceListIn(db(), adminActor);
    const deps = invoicingDeps(db(), clock);

    const request = await requestQuote(db(), customerActor, customer.id, {
      edition: 'classic',
      devices: 3,
      insightViewers: 0,
      onsiteViewers: 0,
      message: 'Bitte bis Jahresende',
    });
    expect(request.state).toBe('requested');
    const quote = await sendQuote(deps, adminActor, request.id, { discountCents: 10_000, discountReason: 'Treuerabatt' });
    expect(quote).toMatchObject({ state: 'quoted', valid_until: '2026-12-28', discount_cents: 10_000 });
    expect(quote.lines).toEqual([
      { description: 'Brandfallsteuermatrix Classic, Jahreslizenz je Gerät', quantity: 3, unitNetPriceCents: testPrices.classic },
    ]);
    const queued = () =>
      db()
        .selectFrom('outgoing_mails')
        .select((eb) => [
          'slug',
          'to_address',
          eb
            .selectFrom('mail_attachments')
            .select(sql<string[]>`coalesce(array_agg(file_name ORDER BY id), '{}')`.as('files'))
            .whereRef('mail_id', '=', 'outgoing_mails.id')
            .as('files'),
        ])
        .where('user_id', '=', customer.id)
        .orderBy('id')
        .execute();
    expect(await queued()).toEqual([{ slug: 'quote', to_address: 'buchhaltung@mueller-soehne.test', files: [`Angebot-${quote.id}.pdf`] }]);

    const before = await counter();
    const { order, invoice } = await acceptQuote(deps, customerActor, quote.id, { purchaseOrder: 'PO-4711' });
    expect(order).toMatchObject({ state: 'invoiced', term_start: '2027-01-01', term_end: '2027-12-31', purchase_order: 'PO-4711' });
    expect(invoice.number).toBe(`2026-${String(before + 1).padStart(5, '0')}`);
    // 3 × 499.00 − 100.00 = 1,397.00 net; 19 % = 265.43; 1,662.43 gross.
    expect(invoice).toMatchObject({
      kind: 'invoice',
      net_cents: 139_700,
      vat_cents: 26_543,
      gross_cents: 166_243,
      issue_date: '2026-11-28',
      due_date: '2026-12-12',
    });
    expect(invoice.xml).toContain('<ram:IssuerAssignedID>PO-4711</ram:IssuerAssignedID>');
    expect((await queued())[1]).toEqual({
      slug: 'invoice',
      to_address: 'buchhaltung@mueller-soehne.test',
      files: [`Rechnung-${invoice.number}.pdf`, `Rechnung-${invoice.number}.xml`],
    });
    // Not paid and not delivered before payment: the licence is as it was.
    expect(await userRow(customer.id)).toMatchObject({ license_expiration: '2026-12-31', max_devices: 2 });

    await expect(markInvoicePaid(deps, adminActor, invoice.id, '2026-11-29')).rejects.toEqual(refusal('paidOnInFuture'));
    clock.now = new Date('2026-12-05T16:00:00Z');
    await markInvoicePaid(deps, adminActor, invoice.id, '2026-12-05');
    expect(await userRow(customer.id)).toMatchObject({ license_type: LICENSE.classic, license_expiration: '2027-12-31', max_devices: 3 });
    const orderAfter = await db().selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(orderAfter).toMatchObject({ state: 'paid', paid_on: '2026-12-05' });
    const kinds = await db().selectFrom('audit_events').select('kind').where('subject_id', '=', customer.id).orderBy('id').execute();
    expect(kinds.map((row) => row.kind)).toEqual([
      'billing-details-changed',
      'quote-requested',
      'quote-sent',
      'quote-accepted',
      'invoice-issued',
      'invoice-paid',
      'licence-delivered',
    ]);
    await expect(markInvoicePaid(deps, adminActor, invoice.id, '2026-12-06')).rejects.toEqual(refusal('invoiceAlreadyPaid'));
  });

  withEinvoiceTools('issues what the official EN 16931 and XRechnung rules accept, and a ZUGFeRD PDF carrying the same XML', async () => {
    const { adminActor, customer } = await buyerScene(
      db(),
      {},
      { leitwegId: '04011000-1234512345-06', company: 'Stadt Musterstadt, Feuerwehr' },
    );
    await priceListIn(db(), adminActor);
    const deps = invoicingDeps(db(), clock);
    const order = await recordOrder(deps, adminActor, customer.id, {
      edition: 'next',
      devices: 2,
      insightViewers: 3,
      onsiteViewers: 1,
      deliverBeforePayment: false,
      purchaseOrder: 'Bestellung 17/2026',
    });
    const invoice = await issueInvoice(deps, adminActor, order.id);
    const xrechnung = validateEInvoice(invoice.xml, { xrechnung: true });
    expect(xrechnung.output).not.toMatch(/error/i);
    expect(xrechnung.status).toBe(0);
    const pdf = readPdfWithPoppler(invoice.pdf);
    expect(pdf.text).toContain(invoice.number);
    expect(pdf.text).toContain('Viewer-Lizenz Insight');

    const cancellation = await cancelInvoice(deps, adminActor, invoice.id);
    expect(cancellation).toMatchObject({
      kind: 'cancellation',
      cancels_invoice_id: invoice.id,
      gross_cents: invoice.gross_cents,
      due_date: null,
    });
    expect(validateEInvoice(cancellation.xml, { xrechnung: true }).status).toBe(0);
  });

  withEinvoiceTools(
    'issues, from orders, invoices the EN 16931 rules accept for a German buyer with a discount and an EU buyer with the reverse charge',
    async () => {
      const deps = invoicingDeps(db(), clock);
      const { adminActor, customer: german } = await buyerScene(db());
      await priceListIn(db(), adminActor);
      const { customer: austrian } = await buyerScene(
        db(),
        {},
        { company: 'Brandschutz Wien GmbH', street: 'Ring 1', postcode: '1010', city: 'Wien', countryCode: 'AT', vatId: 'ATU12345678' },
      );
      const discounted = await recordOrder(deps, adminActor, german.id, {
        edition: 'next',
        devices: 3,
        insightViewers: 2,
        onsiteViewers: 0,
        discountCents: 12_345,
        discountReason: 'Rahmenvertrag',
        deliverBeforePayment: false,
      });
      const reverseCharge = await recordOrder(deps, adminActor, austrian.id, {
        edition: 'onSite',
        devices: 1,
        insightViewers: 0,
        onsiteViewers: 0,
        deliverBeforePayment: false,
      });
      for (const order of [discounted, reverseCharge]) {
        const invoice = await issueInvoice(deps, adminActor, order.id);
        const validation = validateEInvoice(invoice.xml, { xrechnung: false });
        expect(validation.output).not.toMatch(/error/i);
        expect(validation.status).toBe(0);
        // Neither buyer is public: the PDF carries the very XML that is mailed beside it.
        expect(readPdfWithPoppler(invoice.pdf).facturX).toBe(invoice.xml);
      }
      const austrianInvoice = await db()
        .selectFrom('invoices')
        .select(['vat_cents', 'xml'])
        .where('user_id', '=', austrian.id)
        .executeTakeFirstOrThrow();
      expect(austrianInvoice.vat_cents).toBe(0);
      expect(austrianInvoice.xml).toContain('<ram:CategoryCode>AE</ram:CategoryCode>');
    },
  );

  it('gives a Next pool its viewer licences on acceptance with delivery before payment, and a renewal adds only what is missing', async () => {
    const { adminActor, customer, customerActor } = await buyerScene(db(), { kind: 'trial', companyName: 'Planungsbüro Nord' });
    await priceListIn(db(), adminActor);
    const deps = invoicingDeps(db(), clock);
    const first = await recordOrder(deps, adminActor, customer.id, {
      edition: 'next',
      devices: 1,
      insightViewers: 2,
      onsiteViewers: 1,
      deliverBeforePayment: true,
    });
    expect(first.licence_delivered_at).not.toBeNull();
    const owner = await userRow(customer.id);
    expect(owner).toMatchObject({ license_type: LICENSE.next, license_expiration: '2027-11-27' });
    const poolLicences = () =>
      db()
        .selectFrom('licenses')
        .innerJoin('pools', 'pools.id', 'licenses.pool_id')
        .select(['license_type', 'expiration'])
        .where('pools.owner_id', '=', customer.id)
        .orderBy('licenses.id')
        .execute();
    expect(await poolLicences()).toEqual([
      { license_type: LICENSE.insight, expiration: '2027-11-27' },
      { license_type: LICENSE.insight, expiration: '2027-11-27' },
      { license_type: LICENSE.onSite, expiration: '2027-11-27' },
    ]);

    const renewal = await requestQuote(db(), customerActor, customer.id, {
      edition: 'next',
      devices: 1,
      insightViewers: 3,
      onsiteViewers: 1,
    });
    await sendQuote(deps, adminActor, renewal.id, {});
    await db().updateTable('orders').set({ deliver_before_payment: true }).where('id', '=', renewal.id).execute();
    await acceptQuote(deps, customerActor, renewal.id, {});
    expect((await userRow(customer.id)).license_expiration).toBe('2028-11-27');
    const licences = await poolLicences();
    expect(licences).toHaveLength(4);
    expect(new Set(licences.map((licence) => licence.expiration))).toEqual(new Set(['2028-11-27']));
  });

  describe('refuses, leaving everything as it was', () => {
    it('a fourth open request, also when the requests arrive at once; one answered with a quote frees its place', async () => {
      const { adminActor, customer, customerActor } = await buyerScene(db());
      await priceListIn(db(), adminActor);
      const request = { edition: 'classic', devices: 1, insightViewers: 0, onsiteViewers: 0 } as const;
      const sent = await Promise.allSettled([1, 2, 3, 4].map(() => requestQuote(db(), customerActor, customer.id, request)));
      expect(sent.map((result) => result.status).sort()).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
      expect(sent.find((result) => result.status === 'rejected')).toEqual({
        status: 'rejected',
        reason: expect.objectContaining({ reason: 'tooManyOpenRequests', details: { allowed: 3 } }),
      });
      const open = await db().selectFrom('orders').select('id').where('user_id', '=', customer.id).orderBy('id').execute();
      expect(open).toHaveLength(3);

      await sendQuote(invoicingDeps(db(), clock), adminActor, open[0]!.id, {});
      await expect(requestQuote(db(), customerActor, customer.id, request)).resolves.toMatchObject({ state: 'requested' });
    });

    it('a quote accepted after its last valid day, a second acceptance and a cancelled order', async () => {
      const { adminActor, customer, customerActor } = await buyerScene(db());
      await priceListIn(db(), adminActor);
      const deps = invoicingDeps(db(), clock);
      const late = await sendQuote(
        deps,
        adminActor,
        (await requestQuote(db(), customerActor, customer.id, { edition: 'insight', devices: 1, insightViewers: 0, onsiteViewers: 0 })).id,
        {},
      );
      const numbers = await counter();
      clock.now = new Date('2026-12-29T10:00:00Z');
      await expect(acceptQuote(deps, customerActor, late.id, {})).rejects.toEqual(refusal('quoteExpired'));
      expect(await db().selectFrom('orders').select('state').where('id', '=', late.id).executeTakeFirstOrThrow()).toEqual({
        state: 'quoted',
      });
      expect(await counter()).toBe(numbers);

      clock.now = new Date('2026-12-28T22:59:00Z'); // still the 28th in Berlin: the last valid day
      await acceptQuote(deps, customerActor, late.id, {});
      await expect(acceptQuote(deps, customerActor, late.id, {})).rejects.toEqual(refusal('orderState'));

      const cancelled = await requestQuote(db(), customerActor, customer.id, {
        edition: 'classic',
        devices: 1,
        insightViewers: 0,
        onsiteViewers: 0,
      });
      await cancelOrder(deps, adminActor, cancelled.id);
      await expect(sendQuote(deps, adminActor, cancelled.id, {})).rejects.toEqual(refusal('orderState'));
      await expect(acceptQuote(deps, customerActor, cancelled.id, {})).rejects.toEqual(refusal('orderState'));
    });

    it('an invoice without Rechnungsdaten, and quotes while the seller is not configured', async () => {
      const { adminActor, customer, customerActor } = await buyerScene(db());
      await priceListIn(db(), adminActor);
      const deps = invoicingDeps(db(), clock);
      const quote = await sendQuote(
        deps,
        adminActor,
        (await requestQuote(db(), customerActor, customer.id, { edition: 'classic', devices: 1, insightViewers: 0, onsiteViewers: 0 })).id,
        {},
      );
      await db().deleteFrom('billing_details').where('user_id', '=', customer.id).execute();
      const numbers = await counter();
      await expect(acceptQuote(deps, customerActor, quote.id, {})).rejects.toEqual(refusal('billingDetailsMissing'));
      expect(await db().selectFrom('orders').select(['state', 'term_start']).where('id', '=', quote.id).executeTakeFirstOrThrow()).toEqual({
        state: 'quoted',
        term_start: null,
      });
      expect(await counter()).toBe(numbers);

      const unconfigured = invoicingDeps(db(), clock, { SELLER_IBAN: '' });
      const request = await requestQuote(db(), customerActor, customer.id, {
        edition: 'classic',
        devices: 1,
        insightViewers: 0,
        onsiteViewers: 0,
      });
      await expect(sendQuote(unconfigured, adminActor, request.id, {})).rejects.toEqual(
        expect.objectContaining({ reason: 'invoicingUnavailable', details: { missing: ['SELLER_IBAN'] } }),
      );
    });

    it('a VAT ID of another format and a Leitweg-ID with a wrong check digit', async () => {
      const { customer, customerActor } = await buyerScene(db());
      const { saveBillingDetails, readBillingDetails } = await import('./billing-details.js');
      const saved = await readBillingDetails(db(), customer.id);
      await expect(
        saveBillingDetails(db(), customerActor, customer.id, {
          ...saved!,
          countryCode: 'AT',
          billingEmail: 'x@y.test',
          vatId: 'DE123456789',
        } as never),
      ).rejects.toEqual(refusal('vatIdFormat'));
      await expect(
        saveBillingDetails(db(), customerActor, customer.id, {
          company: 'A',
          street: 'B',
          postcode: '1',
          city: 'C',
          countryCode: 'DE',
          billingEmail: 'x@y.test',
          leitwegId: '04011000-1234512345-07',
        }),
      ).rejects.toEqual(refusal('leitwegIdInvalid'));
      expect(await readBillingDetails(db(), customer.id)).toEqual(saved);
      const austrian = await saveBillingDetails(db(), customerActor, customer.id, {
        company: 'A',
        street: 'B',
        postcode: '1010',
        city: 'Wien',
        countryCode: 'AT',
        billingEmail: 'x@y.test',
        vatId: 'atu 1234 5678',
      });
      expect(austrian.vat_id).toBe('ATU12345678');
    });
  });

  describe('an issued invoice', () => {
    it('cannot be changed or deleted, and outlives its account', async () => {
      const { adminActor, customer } = await buyerScene(db());
      await priceListIn(db(), adminActor);
      const deps = invoicingDeps(db(), clock);
      const order = await recordOrder(deps, adminActor, customer.id, {
        edition: 'classic',
        devices: 1,
        insightViewers: 0,
        onsiteViewers: 0,
        deliverBeforePayment: false,
      });
      const invoice = await issueInvoice(deps, adminActor, order.id);
      await expect(sql`UPDATE invoices SET gross_cents = 1 WHERE id = ${invoice.id}`.execute(db())).rejects.toThrow(/cannot be changed/);
      await expect(sql`UPDATE invoices SET xml = '' WHERE id = ${invoice.id}`.execute(db())).rejects.toThrow(/cannot be changed/);
      await expect(sql`DELETE FROM invoices WHERE id = ${invoice.id}`.execute(db())).rejects.toThrow(/cannot be deleted/);
      await db().updateTable('invoices').set({ paid_on: '2026-11-30' }).where('id', '=', invoice.id).execute();
      await expect(db().updateTable('invoices').set({ paid_on: '2026-12-01' }).where('id', '=', invoice.id).execute()).rejects.toThrow(
        /cannot be changed/,
      );

      await db().deleteFrom('users').where('id', '=', customer.id).execute();
      const kept = await db().selectFrom('invoices').selectAll().where('id', '=', invoice.id).executeTakeFirstOrThrow();
      expect(kept).toMatchObject({ user_id: null, number: invoice.number, xml: invoice.xml, buyer_company: invoice.buyer_company });
      expect(Buffer.from(kept.pdf).equals(Buffer.from(invoice.pdf))).toBe(true);
    });

    it('is cancelled once, by a Stornorechnung under the next number', async () => {
      const { adminActor, customer } = await buyerScene(db());
      await priceListIn(db(), adminActor);
      const deps = invoicingDeps(db(), clock);
      const order = await recordOrder(deps, adminActor, customer.id, {
        edition: 'classic',
        devices: 1,
        insightViewers: 0,
        onsiteViewers: 0,
        deliverBeforePayment: false,
      });
      const invoice = await issueInvoice(deps, adminActor, order.id);
      const cancellation = await cancelInvoice(deps, adminActor, invoice.id);
      expect(cancellation.sequence).toBe(invoice.sequence + 1);
      expect(cancellation.xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
      expect(cancellation.xml).toContain(`<ram:IssuerAssignedID>${invoice.number}</ram:IssuerAssignedID>`);
      await expect(cancelInvoice(deps, adminActor, invoice.id)).rejects.toEqual(refusal('invoiceAlreadyCancelled'));
      await expect(cancelInvoice(deps, adminActor, cancellation.id)).rejects.toEqual(refusal('cancellationNotCancellable'));
      await expect(markInvoicePaid(deps, adminActor, invoice.id, '2026-12-01')).rejects.toEqual(refusal('invoiceAlreadyCancelled'));
      expect((await db().selectFrom('orders').select('state').where('id', '=', order.id).executeTakeFirstOrThrow()).state).toBe(
        'cancelled',
      );
    });
  });
});
