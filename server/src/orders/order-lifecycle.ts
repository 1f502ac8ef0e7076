import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, OrderEdition, OrderLine, OrdersTable, OrderState } from '../db/schema.js';
import { addDays, portalDate } from '../calendar/portal-time-zone.js';
import { holdsYearlyLicence } from '../calendar/licence-grace.js';
import { DomainError } from '../errors/domain-error.js';
import { auditSubject, recordAuditEvent, type AuditActor } from '../audit/record-audit-event.js';
import { currentPrices } from './price-list.js';
import { editionNames } from './order-texts.js';
import { licenceTermAfter } from './licence-term.js';
import { deliverLicence } from './licence-delivery.js';
import { issueInvoiceFor, type InvoiceRow } from './issue-invoice.js';
import { configuredSeller, type InvoicingDeps } from './invoicing-deps.js';
import { euro, germanDate } from '../invoices/german-format.js';
import { lineNetCents } from '../invoices/money.js';
import { quotePdf } from '../invoices/pdf/quote-pdf.js';
import { documentOfOrder } from './order-document.js';
import { buyerOf } from './billing-details.js';

export type OrderRow = Selectable<OrdersTable>;

/** What a customer asks for, or an admin records: the edition, devices and a Next pool's viewer licences, for one year. */
export interface OrderRequest {
  edition: OrderEdition;
  devices: number;
  insightViewers: number;
  onsiteViewers: number;
  message?: string;
}

/** What the admin quotes: the lines (from the price list unless he wrote his own) and an optional discount. */
export interface QuoteTerms {
  lines?: OrderLine[];
  discountCents?: number;
  discountReason?: string;
}

/** 'Angebot anfordern': a request in the state 'angefragt', listed for the customer and in 'Bestellungen'. */
/** Requests an account may have open at once: enough for any real purchase, too few to flood the back-office. */
export const openRequestsAllowed = 3;

export async function requestQuote(db: Kysely<Database>, actor: AuditActor, userId: number, request: OrderRequest): Promise<OrderRow> {
  return db.transaction().execute(async (trx) => {
    // The account's row is locked so that two requests sent at once are counted one after the other.
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    const { open } = await trx
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('open'))
      .where('user_id', '=', userId)
      .where('state', '=', 'requested')
      .executeTakeFirstOrThrow();
    if (Number(open) >= openRequestsAllowed) throw new DomainError('tooManyOpenRequests', { allowed: openRequestsAllowed });
    const order = await trx
      .insertInto('orders')
      .values({ user_id: userId, state: 'requested', ...requestColumns(request) })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAuditEvent(trx, actor, {
      kind: 'quote-requested',
      subject: await auditSubject(trx, userId),
      after: { orderId: order.id, ...request },
    });
    return order;
  });
}

/** The lines the price list gives for a request: the edition per device, and each viewer licence. */
export async function proposedLines(db: Kysely<Database>, request: Omit<OrderRequest, 'message'>): Promise<OrderLine[]> {
  const prices = await currentPrices(db);
  const priceOf = (item: keyof typeof prices) => {
    const cents = prices[item];
    if (cents === undefined) throw new DomainError('priceMissing', { item });
    return cents;
  };
  const lines: OrderLine[] = [
    {
      description: `${editionNames[request.edition]}, Jahreslizenz je Gerät`,
      quantity: request.devices,
      unitNetPriceCents: priceOf(request.edition),
    },
  ];
  if (request.edition === 'next' && request.insightViewers > 0) {
    lines.push({
      description: 'Viewer-Lizenz Insight, Jahreslizenz',
      quantity: request.insightViewers,
      unitNetPriceCents: priceOf('viewer-insight'),
    });
  }
  if (request.edition === 'next' && request.onsiteViewers > 0) {
    lines.push({
      description: 'Viewer-Lizenz onSite, Jahreslizenz',
      quantity: request.onsiteViewers,
      unitNetPriceCents: priceOf('viewer-onSite'),
    });
  }
  return lines;
}

/** The admin sends the quote: lines and discount fixed, valid for the configured days; a request or an earlier quote may be (re)sent. */
export async function sendQuote(deps: InvoicingDeps, actor: AuditActor, orderId: number, terms: QuoteTerms): Promise<OrderRow> {
  configuredSeller(deps.invoicing);
  return deps.db.transaction().execute(async (trx) => {
    const order = await lockedOrder(trx, orderId, ['requested', 'quoted']);
    const lines = terms.lines ?? (await proposedLines(trx, requestOf(order)));
    const now = deps.clock();
    const quoted = await trx
      .updateTable('orders')
      .set({
        state: 'quoted',
        lines: JSON.stringify(lines),
        discount_cents: terms.discountCents ?? 0,
        discount_reason: terms.discountCents ? (terms.discountReason ?? 'Rabatt') : null,
        valid_until: addDays(portalDate(now), deps.invoicing.quoteValidDays),
        quoted_at: now,
        updated_at: now,
      })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await mailQuote(trx, deps, quoted, now);
    await recordAuditEvent(trx, actor, {
      kind: 'quote-sent',
      subject: order.user_id === null ? null : await auditSubject(trx, order.user_id),
      after: { orderId: order.id, validUntil: quoted.valid_until, discountCents: quoted.discount_cents },
    });
    return quoted;
  });
}

/**
 * The customer accepts the quote until its last valid day: the order is fixed (term from the
 * current licence's end), its invoice issued at once, and with 'Lieferung vor Zahlung' the
 * licence delivered. All in one transaction: a refusal leaves nothing half-stored.
 */
export async function acceptQuote(
  deps: InvoicingDeps,
  actor: AuditActor,
  orderId: number,
  acceptance: { purchaseOrder?: string },
): Promise<{ order: OrderRow; invoice: InvoiceRow }> {
  return deps.db.transaction().execute(async (trx) => {
    const order = await lockedOrder(trx, orderId, ['quoted']);
    const now = deps.clock();
    const today = portalDate(now);
    if (order.valid_until === null || order.valid_until < today) throw new DomainError('quoteExpired');
    const accepted = await acceptIn(trx, order, {
      purchaseOrder: acceptance.purchaseOrder ?? null,
      now,
      graceDays: deps.renewals.graceDays,
    });
    await recordAuditEvent(trx, actor, {
      kind: 'quote-accepted',
      subject: order.user_id === null ? null : await auditSubject(trx, order.user_id),
      after: { orderId: order.id, purchaseOrder: accepted.purchase_order, termStart: accepted.term_start, termEnd: accepted.term_end },
    });
    const invoice = await issueInvoiceFor(trx, deps, actor, accepted);
    if (accepted.deliver_before_payment) await deliverLicence(trx, actor, accepted, now);
    return { order: await lockedOrder(trx, orderId), invoice };
  });
}

/** An order that came by phone or mail, recorded by an admin as accepted; he issues its invoice when he is ready. */
export async function recordOrder(
  deps: InvoicingDeps,
  actor: AuditActor,
  userId: number,
  order: OrderRequest & QuoteTerms & { purchaseOrder?: string; deliverBeforePayment: boolean },
): Promise<OrderRow> {
  return deps.db.transaction().execute(async (trx) => {
    const lines = order.lines ?? (await proposedLines(trx, order));
    const now = deps.clock();
    const recorded = await trx
      .insertInto('orders')
      .values({
        user_id: userId,
        state: 'quoted',
        ...requestColumns(order),
        lines: JSON.stringify(lines),
        discount_cents: order.discountCents ?? 0,
        discount_reason: order.discountCents ? (order.discountReason ?? 'Rabatt') : null,
        deliver_before_payment: order.deliverBeforePayment,
        quoted_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const accepted = await acceptIn(trx, recorded, { purchaseOrder: order.purchaseOrder ?? null, now, graceDays: deps.renewals.graceDays });
    await recordAuditEvent(trx, actor, {
      kind: 'order-recorded',
      subject: await auditSubject(trx, userId),
      after: { orderId: recorded.id },
    });
    if (accepted.deliver_before_payment) await deliverLicence(trx, actor, accepted, now);
    return lockedOrder(trx, recorded.id);
  });
}

/** The admin issues the invoice of an accepted order (one recorded by phone or mail). */
export async function issueInvoice(deps: InvoicingDeps, actor: AuditActor, orderId: number): Promise<InvoiceRow> {
  return deps.db.transaction().execute(async (trx) => issueInvoiceFor(trx, deps, actor, await lockedOrder(trx, orderId, ['accepted'])));
}

/** A request, quote or accepted order that was not invoiced yet is cancelled; an invoiced one by its Stornorechnung. */
export async function cancelOrder(deps: InvoicingDeps, actor: AuditActor, orderId: number): Promise<OrderRow> {
  return deps.db.transaction().execute(async (trx) => {
    const order = await lockedOrder(trx, orderId, ['requested', 'quoted', 'accepted']);
    const now = deps.clock();
    const cancelled = await trx
      .updateTable('orders')
      .set({ state: 'cancelled', cancelled_at: now, updated_at: now })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAuditEvent(trx, actor, {
      kind: 'order-cancelled',
      subject: order.user_id === null ? null : await auditSubject(trx, order.user_id),
      before: { orderId: order.id, state: order.state },
    });
    return cancelled;
  });
}

/** A payment recorded with its date: the invoice and its order are paid, and the licence follows. */
export async function markInvoicePaid(deps: InvoicingDeps, actor: AuditActor, invoiceId: number, paidOn: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const invoice = await trx.selectFrom('invoices').selectAll().where('id', '=', invoiceId).forUpdate().executeTakeFirst();
    if (!invoice) throw new DomainError('notFound');
    if (invoice.kind === 'cancellation') throw new DomainError('cancellationNotCancellable');
    if (invoice.paid_on !== null) throw new DomainError('invoiceAlreadyPaid');
    const cancelled = await trx.selectFrom('invoices').select('id').where('cancels_invoice_id', '=', invoice.id).executeTakeFirst();
    if (cancelled) throw new DomainError('invoiceAlreadyCancelled');
    const order = await lockedOrder(trx, invoice.order_id, ['invoiced']);
    const now = deps.clock();
    if (paidOn > portalDate(now)) throw new DomainError('paidOnInFuture');
    await trx.updateTable('invoices').set({ paid_on: paidOn }).where('id', '=', invoice.id).execute();
    const paid = await trx
      .updateTable('orders')
      .set({ state: 'paid', paid_on: paidOn, updated_at: now })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAuditEvent(trx, actor, {
      kind: 'invoice-paid',
      subject: order.user_id === null ? null : await auditSubject(trx, order.user_id),
      after: { invoice: invoice.number, paidOn },
    });
    await deliverLicence(trx, actor, paid, now);
  });
}

async function acceptIn(
  trx: Transaction<Database>,
  order: OrderRow,
  acceptance: { purchaseOrder: string | null; now: Date; graceDays: number },
): Promise<OrderRow> {
  const user =
    order.user_id === null
      ? undefined
      : await trx.selectFrom('users').select(['license_type', 'license_expiration']).where('id', '=', order.user_id).executeTakeFirst();
  if (!user) throw new DomainError('notFound');
  // A yearly licence is renewed from its end (also in its grace period); a trial, Concept or no licence gives way to the order from today.
  const renews = holdsYearlyLicence(user);
  const term = licenceTermAfter(renews ? user.license_expiration : null, portalDate(acceptance.now), acceptance.graceDays);
  return trx
    .updateTable('orders')
    .set({
      state: 'accepted',
      purchase_order: acceptance.purchaseOrder,
      term_start: term.start,
      term_end: term.end,
      accepted_at: acceptance.now,
      updated_at: acceptance.now,
    })
    .where('id', '=', order.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The order, locked for the transaction; refused when it is not in one of the states given. */
async function lockedOrder(trx: Transaction<Database>, orderId: number, states?: OrderState[]): Promise<OrderRow> {
  const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();
  if (!order) throw new DomainError('notFound');
  if (states && !states.includes(order.state)) throw new DomainError('orderState', { state: order.state });
  return order;
}

function requestColumns(request: OrderRequest) {
  const next = request.edition === 'next';
  return {
    edition: request.edition,
    devices: request.devices,
    insight_viewers: next ? request.insightViewers : 0,
    onsite_viewers: next ? request.onsiteViewers : 0,
    message: request.message ?? '',
  };
}

function requestOf(order: OrderRow): Omit<OrderRequest, 'message'> {
  return { edition: order.edition, devices: order.devices, insightViewers: order.insight_viewers, onsiteViewers: order.onsite_viewers };
}

/** The quote to the account's billing contact: its lines, total and last day, and the link to accept it. */
async function mailQuote(trx: Transaction<Database>, deps: InvoicingDeps, order: OrderRow, now: Date) {
  const quote = await quoteFacts(trx, deps, order, now);
  if (!quote.billing) throw new DomainError('billingDetailsMissing');
  await deps.mailer.queueWithin(
    trx,
    {
      to: quote.billing.billing_email,
      userId: order.user_id,
      slug: 'quote',
      attachments: quote.attachments,
      data: { company: quote.billing.company, ...quote.data },
    },
    now,
  );
}

/**
 * What a quote's mail says and carries: its lines, discount, net total and last day, and the
 * quote as PDF, which needs the account's Rechnungsdaten (without them `billing` is undefined and
 * nothing is attached). A renewal's quote shows the term it continues (decision 066).
 */
export async function quoteFacts(trx: Transaction<Database>, deps: InvoicingDeps, order: OrderRow, now: Date) {
  if (!order.lines || !order.valid_until) throw new DomainError('orderState', { state: order.state });
  const billing =
    order.user_id === null
      ? undefined
      : await trx.selectFrom('billing_details').selectAll().where('user_id', '=', order.user_id).executeTakeFirst();
  const today = portalDate(now);
  const lineNets = order.lines.map((line) => lineNetCents(line.quantity, line.unitNetPriceCents));
  const data = {
    orderId: order.id,
    lines: order.lines.map(
      (line, index) => `${line.quantity} × ${line.description} zu ${euro(line.unitNetPriceCents)} = ${euro(lineNets[index] ?? 0)}`,
    ),
    ...(order.discount_cents > 0 ? { discount: `${order.discount_reason ?? 'Rabatt'}: −${euro(order.discount_cents)}` } : {}),
    netTotal: euro(lineNets.reduce((sum, net) => sum + net, 0) - order.discount_cents),
    validUntil: germanDate(order.valid_until),
  };
  if (!billing) return { billing, data, attachments: [] };
  // The term is the one acceptance today would fix: a renewal's from the end it renews, any other
  // from today (the quote shows 'ein Jahr'); acceptance fixes it on its own day.
  const document = documentOfOrder(order, {
    number: String(order.id),
    issueDate: today,
    term: licenceTermAfter(order.renews_licence_end, today, deps.renewals.graceDays),
    seller: configuredSeller(deps.invoicing),
    buyer: buyerOf(billing),
  });
  const pdf = await quotePdf(document, { validUntil: order.valid_until }, now);
  return { billing, data, attachments: [{ filename: `Angebot-${order.id}.pdf`, contentType: 'application/pdf', content: pdf }] };
}
