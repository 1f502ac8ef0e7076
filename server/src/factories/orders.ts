import type { Kysely, Selectable } from 'kysely';
import type { Database, InvoicesTable, OrdersTable, OrderState } from '../db/schema.js';
import { formatInvoiceNumber } from '../orders/invoice-numbering.js';
import { eInvoiceXml } from '../invoices/e-invoice.js';
import { invoiceTotals } from '../invoices/invoice-totals.js';
import { germanInvoice } from '../invoices/test-support/example-invoices.js';

export type OrderFixture = Selectable<OrdersTable>;
export type InvoiceFixture = Selectable<InvoicesTable>;

/** An order of the user in a state, with one quoted line (for suites about access, not about the order's course). */
export async function createOrder(db: Kysely<Database>, options: { user: { id: number }; state?: OrderState }): Promise<OrderFixture> {
  return db
    .insertInto('orders')
    .values({
      user_id: options.user.id,
      state: options.state ?? 'quoted',
      edition: 'classic',
      devices: 1,
      lines: JSON.stringify([
        { description: 'Brandfallsteuermatrix Classic, Jahreslizenz je Gerät', quantity: 1, unitNetPriceCents: 49_900 },
      ]),
      valid_until: '2099-12-31',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

let fixtureSequence = 90_000;

/**
 * An invoice row of the user, numbered in 2099, far from what a suite issues, with a stand-in PDF
 * (for suites about access and lists; orders/*.db.test.ts issues real ones).
 */
export async function createInvoiceRow(db: Kysely<Database>, options: { user: { id: number } }): Promise<InvoiceFixture> {
  const order = await createOrder(db, { user: options.user, state: 'invoiced' });
  const sequence = ++fixtureSequence;
  const number = formatInvoiceNumber(2099, sequence);
  // The example German invoice under this number: a real document and XML, so that a cancellation can be made of it.
  const document = { ...germanInvoice, number, issueDate: '2099-01-01', dueDate: '2099-01-15' };
  const totals = invoiceTotals(document);
  return db
    .insertInto('invoices')
    .values({
      number,
      year: 2099,
      sequence,
      kind: 'invoice',
      order_id: order.id,
      user_id: options.user.id,
      cancels_invoice_id: null,
      issue_date: '2099-01-01',
      due_date: '2099-01-15',
      net_cents: totals.taxBasisCents,
      vat_cents: totals.vatCents,
      gross_cents: totals.grandTotalCents,
      buyer_company: document.buyer.company,
      billing_email: document.buyer.billingEmail,
      document: JSON.stringify(document),
      xml: eInvoiceXml(document).xml,
      pdf: Buffer.from('%PDF-1.7 stand-in'),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
