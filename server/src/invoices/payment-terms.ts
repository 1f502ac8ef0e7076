import type { InvoiceDocument } from './invoice-document.js';
import type { InvoiceTotals } from './invoice-totals.js';
import { euro, germanDate } from './german-format.js';
import { InvalidInvoiceDocument } from './invalid-invoice-document.js';

/** The payment terms (BT-20), the same words in the XML and on the PDF. */
export function paymentTerms(document: InvoiceDocument, totals: InvoiceTotals): string {
  if (document.cancels) {
    return `Der Betrag von ${euro(totals.dueCents)} wird mit der Rechnung ${document.cancels.number} verrechnet oder, falls diese bereits bezahlt ist, erstattet.`;
  }
  if (!document.dueDate) throw new InvalidInvoiceDocument('an invoice needs a due date (BR-CO-25)');
  return `Zahlbar ohne Abzug bis ${germanDate(document.dueDate)} unter Angabe der Rechnungsnummer ${document.number}.`;
}
