import { byteOrderMark, csvCell } from '../users/user-csv.js';
import { germanDate } from '../invoices/german-format.js';
import { centsAsDecimal } from '../invoices/money.js';
import type { AccountingConfig } from '../config/accounting-config.js';
import type { PeriodInvoice } from './period-invoices.js';
import { revenueAccountOf } from './bookings.js';
import { accountingTexts } from './accounting-texts.js';

/** An amount as a German spreadsheet reads a number: a decimal comma, no thousands separator, a minus where it is negative. */
const amount = (cents: number) => (cents < 0 ? `-${centsAsDecimal(-cents)}` : centsAsDecimal(cents)).replace('.', ',');
const day = (date: string | null) => (date === null ? '' : germanDate(date));

/**
 * The period's invoices for a spreadsheet, `;`-separated with a byte order mark like the other
 * lists: one line per document, a Stornorechnung with negative amounts, so that the columns add
 * up to the period's revenue. Amounts are written as numbers (no formula defusing needed: digits,
 * a comma and a minus); every other cell goes through the lists' `csvCell`.
 */
export function accountingCsv(invoices: readonly PeriodInvoice[], config: AccountingConfig): string {
  const headings = [
    'Belegnummer',
    'Art',
    'Belegdatum',
    'Leistung von',
    'Leistung bis',
    'Fällig',
    'Käufer',
    'Land',
    'USt-IdNr.',
    'Steuerfall',
    'Erlöskonto',
    'Netto (EUR)',
    'USt (EUR)',
    'Brutto (EUR)',
    'Storniert Rechnung',
    'Bezahlt am',
  ];
  const lines = invoices.map((invoice) => {
    const sign = invoice.kind === 'cancellation' ? -1 : 1;
    const text = [
      invoice.number,
      accountingTexts.kind[invoice.kind],
      day(invoice.issueDate),
      day(invoice.servicePeriod.start),
      day(invoice.servicePeriod.end),
      day(invoice.dueDate),
      invoice.buyerCompany,
      invoice.buyerCountry,
      invoice.buyerVatId,
      accountingTexts.taxCategory[invoice.taxCategory],
      revenueAccountOf(invoice, config),
    ].map(csvCell);
    const amounts = [invoice.netCents, invoice.vatCents, invoice.grossCents].map((cents) => amount(sign * cents));
    return [...text, ...amounts, csvCell(invoice.cancels), csvCell(day(invoice.paidOn))].join(';');
  });
  return byteOrderMark + [headings.map(csvCell).join(';'), ...lines].map((line) => `${line}\r\n`).join('');
}
