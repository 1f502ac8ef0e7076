import type { Selectable, Transaction } from 'kysely';
import type { Database, InvoicesTable, OrdersTable } from '../db/schema.js';
import { addDays, portalDate } from '../calendar/portal-time-zone.js';
import { DomainError } from '../errors/domain-error.js';
import { recordAuditEvent, auditSubject, type AuditActor } from '../audit/record-audit-event.js';
import type { InvoiceDocument } from '../invoices/invoice-document.js';
import { eInvoiceXml } from '../invoices/e-invoice.js';
import { facturXPdf } from '../invoices/pdf/factur-x-pdf.js';
import { invoiceTotals } from '../invoices/invoice-totals.js';
import { cancellationOf } from '../invoices/cancellation.js';
import { euro, germanDate } from '../invoices/german-format.js';
import { buyerOf } from './billing-details.js';
import { takeInvoiceNumber } from './invoice-numbering.js';
import { documentOfOrder } from './order-document.js';
import { configuredSeller, type InvoicingDeps } from './invoicing-deps.js';

export type InvoiceRow = Selectable<InvoicesTable>;
type OrderRow = Selectable<OrdersTable>;

/**
 * Issues the invoice of an accepted order inside the caller's transaction: the number, the
 * document from the order and the buyer's Rechnungsdaten as they are now, the XML and the PDF,
 * stored as sent and never generated again (decision 058). The order becomes 'berechnet'.
 */
export async function issueInvoiceFor(
  trx: Transaction<Database>,
  deps: InvoicingDeps,
  actor: AuditActor,
  order: OrderRow,
): Promise<InvoiceRow> {
  if (order.state !== 'accepted') throw new DomainError('orderState', { state: order.state });
  const seller = configuredSeller(deps.invoicing);
  if (order.user_id === null || !order.lines || !order.term_start || !order.term_end)
    throw new DomainError('orderState', { state: order.state });
  const billing = await trx.selectFrom('billing_details').selectAll().where('user_id', '=', order.user_id).executeTakeFirst();
  if (!billing) throw new DomainError('billingDetailsMissing');

  const now = deps.clock();
  const today = portalDate(now);
  const { number, sequence } = await takeInvoiceNumber(trx, Number(today.slice(0, 4)));
  const document = documentOfOrder(order, {
    number,
    issueDate: today,
    dueDate: addDays(today, deps.invoicing.paymentTermsDays),
    term: { start: order.term_start, end: order.term_end },
    seller,
    buyer: buyerOf(billing),
  });
  const invoice = await storeInvoice(trx, { document, sequence, kind: 'invoice', order, cancelsInvoiceId: null, created: now });
  await trx.updateTable('orders').set({ state: 'invoiced', updated_at: now }).where('id', '=', order.id).execute();
  await mailInvoice(trx, deps, invoice, document, now);
  await recordAuditEvent(trx, actor, {
    kind: 'invoice-issued',
    subject: await auditSubject(trx, order.user_id),
    before: null,
    after: { invoice: number, orderId: order.id, grossCents: invoice.gross_cents },
  });
  return invoice;
}

/**
 * Cancels an issued invoice by a Stornorechnung under the next number, referring to it; the
 * original stays as issued. The order is cancelled with it (a new invoice needs a new order).
 */
export async function cancelInvoice(deps: InvoicingDeps, actor: AuditActor, invoiceId: number): Promise<InvoiceRow> {
  return deps.db.transaction().execute(async (trx) => {
    const original = await trx.selectFrom('invoices').selectAll().where('id', '=', invoiceId).forUpdate().executeTakeFirst();
    if (!original) throw new DomainError('notFound');
    if (original.kind === 'cancellation') throw new DomainError('cancellationNotCancellable');
    const cancelled = await trx.selectFrom('invoices').select('id').where('cancels_invoice_id', '=', original.id).executeTakeFirst();
    if (cancelled) throw new DomainError('invoiceAlreadyCancelled');
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', original.order_id).forUpdate().executeTakeFirstOrThrow();

    const now = deps.clock();
    const today = portalDate(now);
    const { number, sequence } = await takeInvoiceNumber(trx, Number(today.slice(0, 4)));
    const document = cancellationOf(original.document as InvoiceDocument, { number, issueDate: today });
    const cancellation = await storeInvoice(trx, {
      document,
      sequence,
      kind: 'cancellation',
      order,
      cancelsInvoiceId: original.id,
      created: now,
    });
    await trx.updateTable('orders').set({ state: 'cancelled', cancelled_at: now, updated_at: now }).where('id', '=', order.id).execute();
    await mailInvoice(trx, deps, cancellation, document, now);
    await recordAuditEvent(trx, actor, {
      kind: 'invoice-cancelled',
      subject: order.user_id === null ? null : await auditSubject(trx, order.user_id),
      before: { invoice: original.number },
      after: { cancellation: number },
    });
    return cancellation;
  });
}

async function storeInvoice(
  trx: Transaction<Database>,
  issue: {
    document: InvoiceDocument;
    sequence: number;
    kind: InvoiceRow['kind'];
    order: OrderRow;
    cancelsInvoiceId: number | null;
    created: Date;
  },
): Promise<InvoiceRow> {
  const { document } = issue;
  const totals = invoiceTotals(document);
  const { xml } = eInvoiceXml(document);
  const pdf = await facturXPdf(document, issue.created);
  return trx
    .insertInto('invoices')
    .values({
      number: document.number,
      year: Number(document.issueDate.slice(0, 4)),
      sequence: issue.sequence,
      kind: issue.kind,
      order_id: issue.order.id,
      user_id: issue.order.user_id,
      cancels_invoice_id: issue.cancelsInvoiceId,
      issue_date: document.issueDate,
      due_date: document.dueDate ?? null,
      net_cents: totals.taxBasisCents,
      vat_cents: totals.vatCents,
      gross_cents: totals.grandTotalCents,
      buyer_company: document.buyer.company,
      billing_email: document.buyer.billingEmail,
      document: JSON.stringify(document),
      xml,
      pdf,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The invoice to the billing contact it names, with its PDF and XML attached when the mail goes out. */
async function mailInvoice(trx: Transaction<Database>, deps: InvoicingDeps, invoice: InvoiceRow, document: InvoiceDocument, now: Date) {
  await deps.mailer.queueWithin(
    trx,
    {
      to: invoice.billing_email,
      userId: invoice.user_id,
      slug: 'invoice',
      attachments: invoiceFiles(invoice),
      data: {
        number: invoice.number,
        kind: invoice.kind,
        grossTotal: euro(invoice.gross_cents),
        ...(invoice.due_date ? { dueDate: germanDate(invoice.due_date) } : {}),
        ...(document.cancels ? { cancels: document.cancels.number } : {}),
        xrechnung: Boolean(document.buyer.leitwegId),
      },
    },
    now,
  );
}

/** An invoice's two files as stored when it was issued: the ZUGFeRD PDF and the e-invoice XML. */
export function invoiceFiles(invoice: Pick<InvoiceRow, 'number' | 'kind' | 'pdf' | 'xml'>) {
  const name = `${invoice.kind === 'invoice' ? 'Rechnung' : 'Stornorechnung'}-${invoice.number}`;
  return [
    { filename: `${name}.pdf`, contentType: 'application/pdf', content: invoice.pdf },
    { filename: `${name}.xml`, contentType: 'application/xml', content: Buffer.from(invoice.xml, 'utf8') },
  ];
}
