import type { Invoice, Order } from '@bfsm/api-adapter';
import { byteOrderMark, csvLine } from '../users/user-csv.js';
import { germanDate } from '../invoices/german-format.js';
import { centsAsDecimal } from '../invoices/money.js';
import { portalDate } from '../calendar/portal-time-zone.js';
import { orderStateNames, editionNames } from './order-texts.js';

/** The lists as CSV, like the user list's: `;`-separated, German numbers and dates, a byte order mark for spreadsheets. */
const day = (date: string | null) => (date === null ? '' : germanDate(date));
// A decimal comma and no thousands separator: what a German spreadsheet reads as a number.
const amount = (cents: number | null) => (cents === null ? '' : centsAsDecimal(cents).replace('.', ','));
/** 'Nicht verlängern' (decision 066): the customer's reason, or that he gave none. */
const declineReason = (order: Order) => (order.declinedAt === null ? '' : order.declineReason || 'ohne Angabe von Gründen');

export function ordersCsv(orders: Order[]): string {
  return (
    byteOrderMark +
    csvLine([
      'Nr.',
      'Stand',
      'E-Mail',
      'Edition',
      'Geräte',
      'Insight-Viewer',
      'onSite-Viewer',
      'Netto (EUR)',
      'Angefragt',
      'Gültig bis',
      'Bestellnummer',
      'Laufzeit ab',
      'Laufzeit bis',
      'Bezahlt am',
      'Verlängerung zum',
      'Nicht verlängert am',
      'Nicht verlängert: Grund',
    ]) +
    orders
      .map((order) =>
        csvLine([
          order.id,
          orderStateNames[order.state],
          order.email,
          editionNames[order.edition],
          order.devices,
          order.insightViewers,
          order.onsiteViewers,
          amount(order.netCents),
          day(order.createdAt.slice(0, 10)),
          day(order.validUntil),
          order.purchaseOrder,
          day(order.termStart),
          day(order.termEnd),
          day(order.paidOn),
          day(order.renewsLicenceEnd),
          day(order.declinedAt && portalDate(new Date(order.declinedAt))),
          declineReason(order),
        ]),
      )
      .join('')
  );
}

export function invoicesCsv(invoices: Invoice[]): string {
  return (
    byteOrderMark +
    csvLine([
      'Rechnungsnummer',
      'Art',
      'Storniert durch',
      'Storniert',
      'Käufer',
      'Rechnungs-E-Mail',
      'Datum',
      'Fällig',
      'Netto (EUR)',
      'USt (EUR)',
      'Brutto (EUR)',
      'Bezahlt am',
    ]) +
    invoices
      .map((invoice) =>
        csvLine([
          invoice.number,
          invoice.kind === 'invoice' ? 'Rechnung' : 'Stornorechnung',
          invoice.cancelledBy,
          invoice.cancels,
          invoice.buyerCompany,
          invoice.billingEmail,
          day(invoice.issueDate),
          day(invoice.dueDate),
          amount(invoice.netCents),
          amount(invoice.vatCents),
          amount(invoice.grossCents),
          day(invoice.paidOn),
        ]),
      )
      .join('')
  );
}
