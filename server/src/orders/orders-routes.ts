import { euCountryCodes } from '@bfsm/api-adapter';
import { domainRoutes, formToken } from '../http/domain-routes.js';
import { caller } from '../http/access-check.js';
import { auditActor } from '../http/audit-actor.js';
import { DomainError } from '../errors/domain-error.js';
import { portalDate } from '../calendar/portal-time-zone.js';
import { readBillingDetails, saveBillingDetails } from './billing-details.js';
import { currentPrices, priceHistory, setPrice } from './price-list.js';
import {
  acceptQuote,
  cancelOrder,
  issueInvoice,
  markInvoicePaid,
  proposedLines,
  recordOrder,
  requestQuote,
  sendQuote,
} from './order-lifecycle.js';
import { cancelInvoice } from './issue-invoice.js';
import { declineRenewal } from './decline-renewal.js';
import { invoiceMonths, invoicesOf, listInvoices, listOrders, orderById, ordersOf, toBillingDetails } from './order-views.js';
import { invoicesCsv, ordersCsv } from './order-csv.js';
import type { InvoicingDeps } from './invoicing-deps.js';

/** Orders and e-invoices (decision 058): the customer's Rechnungsdaten, requests, quotes and invoices; the back-office's orders, prices and invoices. */
export function ordersRoutes(deps: InvoicingDeps) {
  const { db } = deps;
  const orderOrNotFound = async (orderId: number) => {
    const order = await orderById(db, orderId);
    if (!order) throw new DomainError('notFound');
    return order;
  };
  const csvFile = (fileName: string) => ({ type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${fileName}"` });

  return domainRoutes('orders', {
    getBillingDetails: async ({ params }) => {
      const row = await readBillingDetails(db, params.userId);
      return { billingDetails: row ? toBillingDetails(row) : null, euCountries: euCountryCodes };
    },
    billingDetailsToken: formToken,
    saveBillingDetails: async ({ params, body }, request) => {
      const saved = await saveBillingDetails(db, auditActor(request), params.userId, body);
      return { success: true as const, billingDetails: toBillingDetails(saved) };
    },

    listMyOrders: async (_input, request) => ({ orders: await ordersOf(db, caller(request).id) }),
    quoteRequestToken: formToken,
    requestQuote: async ({ body }, request) => {
      const order = await requestQuote(db, auditActor(request), caller(request).id, body);
      return { success: true as const, id: order.id };
    },
    declineRenewalToken: formToken,
    declineRenewal: async ({ params, body }, request) => {
      await declineRenewal(deps, auditActor(request), params.orderId, body.reason);
      return { success: true as const };
    },
    acceptQuoteToken: formToken,
    acceptQuote: async ({ params, body }, request) => {
      const { invoice } = await acceptQuote(deps, auditActor(request), params.orderId, body);
      return { success: true as const, invoiceNumber: invoice.number };
    },

    listOrders: async ({ query }) => listOrders(db, query),
    exportOrders: async ({ query }, _request, reply) => {
      const file = csvFile('bestellungen.csv');
      return reply
        .type(file.type)
        .header('content-disposition', file.disposition)
        .header('cache-control', 'no-store')
        .send(ordersCsv((await listOrders(db, query, false)).orders));
    },
    getOrder: async ({ params }) => orderOrNotFound(params.orderId),
    proposeQuoteLines: async ({ params }) => {
      const order = await orderOrNotFound(params.orderId);
      return { lines: await proposedLines(db, order) };
    },
    sendQuote: async ({ params, body }, request) => {
      await sendQuote(deps, auditActor(request), params.orderId, body);
      return orderOrNotFound(params.orderId);
    },
    recordOrder: async ({ body }, request) => {
      const { userId, ...order } = body;
      const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
      if (!user) throw new DomainError('orderAccountUnknown');
      const recorded = await recordOrder(deps, auditActor(request), userId, order);
      return orderOrNotFound(recorded.id);
    },
    issueOrderInvoice: async ({ params }, request) => {
      const invoice = await issueInvoice(deps, auditActor(request), params.orderId);
      return { success: true as const, invoiceNumber: invoice.number };
    },
    cancelOrder: async ({ params }, request) => {
      await cancelOrder(deps, auditActor(request), params.orderId);
      return orderOrNotFound(params.orderId);
    },

    listPrices: async () => {
      const history = (await priceHistory(db)).map((row) => ({
        id: row.id,
        item: row.item,
        netCents: row.net_cents,
        validFrom: row.valid_from.toISOString(),
        setBy: row.set_by_email,
      }));
      const current = Object.keys(await currentPrices(db)).map((item) => history.find((price) => price.item === item)!);
      return { current, history };
    },
    setPrice: async ({ body }, request) => {
      await setPrice(db, auditActor(request), body.item, body.netCents);
      return { success: true as const };
    },

    listMyInvoices: async (_input, request) => ({ invoices: await invoicesOf(db, caller(request).id) }),
    downloadInvoice: async ({ params }, _request, reply) => {
      const invoice = await db
        .selectFrom('invoices')
        .select(['number', 'xml', 'pdf'])
        .where('id', '=', params.invoiceId)
        .executeTakeFirst();
      if (!invoice) throw new DomainError('notFound');
      const pdf = params.format === 'pdf';
      return reply
        .type(pdf ? 'application/pdf' : 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="Rechnung-${invoice.number}.${params.format}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf ? Buffer.from(invoice.pdf) : invoice.xml);
    },
    listInvoices: async ({ query }) => listInvoices(db, query, portalDate(deps.clock())),
    exportInvoices: async ({ query }, _request, reply) => {
      const file = csvFile('rechnungen.csv');
      return reply
        .type(file.type)
        .header('content-disposition', file.disposition)
        .header('cache-control', 'no-store')
        .send(invoicesCsv((await listInvoices(db, query, portalDate(deps.clock()), false)).invoices));
    },
    listInvoiceMonths: async () => ({ months: await invoiceMonths(db, portalDate(deps.clock())) }),
    markInvoicePaid: async ({ params, body }, request) => {
      await markInvoicePaid(deps, auditActor(request), params.invoiceId, body.paidOn);
      return { success: true as const };
    },
    cancelInvoice: async ({ params }, request) => {
      const cancellation = await cancelInvoice(deps, auditActor(request), params.invoiceId);
      return { success: true as const, invoiceNumber: cancellation.number };
    },
  });
}
