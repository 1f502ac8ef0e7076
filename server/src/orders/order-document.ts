import type { Selectable } from 'kysely';
import type { OrdersTable } from '../db/schema.js';
import type { Buyer, InvoiceDocument, Seller } from '../invoices/invoice-document.js';

/** The document an order's lines and discount make: the quote's, and the invoice's later. */
export function documentOfOrder(
  order: Pick<Selectable<OrdersTable>, 'lines' | 'discount_cents' | 'discount_reason' | 'purchase_order'>,
  facts: { number: string; issueDate: string; dueDate?: string; term: { start: string; end: string }; seller: Seller; buyer: Buyer },
): InvoiceDocument {
  return {
    number: facts.number,
    issueDate: facts.issueDate,
    ...(facts.dueDate ? { dueDate: facts.dueDate } : {}),
    performancePeriod: facts.term,
    ...(order.purchase_order ? { purchaseOrder: order.purchase_order } : {}),
    seller: facts.seller,
    buyer: facts.buyer,
    lines: (order.lines ?? []).map((line) => ({ ...line, unitCode: 'C62' })),
    ...(order.discount_cents > 0 ? { discount: { amountCents: order.discount_cents, reason: order.discount_reason ?? 'Rabatt' } } : {}),
    currency: 'EUR',
  };
}
