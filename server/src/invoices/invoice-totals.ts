import type { InvoiceDocument } from './invoice-document.js';
import { InvalidInvoiceDocument } from './invalid-invoice-document.js';
import { lineNetCents, vatCents } from './money.js';
import { taxCaseFor, type TaxCase } from './tax-case.js';

/** Every amount of an invoice, in cents, computed once for the XML and the PDF alike. */
export interface InvoiceTotals {
  taxCase: TaxCase;
  /** BT-131 per line, in the document's order. */
  lineNetCents: number[];
  /** BT-106. */
  lineTotalCents: number;
  /** BT-107 (the one document-level allowance, BT-92). */
  allowanceTotalCents: number;
  /** BT-109 = BT-106 − BT-107 (the portal adds no charges, BT-108). Also BT-116 of the one category. */
  taxBasisCents: number;
  /** BT-110 = BT-117 of the one category. */
  vatCents: number;
  /** BT-112 = BT-109 + BT-110. */
  grandTotalCents: number;
  /** BT-115: nothing is paid in advance (BT-113) and nothing rounded (BT-114). */
  dueCents: number;
}

/** EN 16931's calculation (BR-CO-10..16): line nets first, then the allowance, then VAT on the category's sum. */
export function invoiceTotals(document: InvoiceDocument): InvoiceTotals {
  checkAmounts(document);
  const taxCase = taxCaseFor(document.buyer);
  const lineNets = document.lines.map((line) => lineNetCents(line.quantity, line.unitNetPriceCents));
  const lineTotalCents = lineNets.reduce((sum, net) => sum + net, 0);
  const allowanceTotalCents = document.discount?.amountCents ?? 0;
  const taxBasisCents = lineTotalCents - allowanceTotalCents;
  const vat = vatCents(taxBasisCents, taxCase.ratePercent);
  const grandTotalCents = taxBasisCents + vat;
  if (grandTotalCents < 0) throw new InvalidInvoiceDocument('the total is negative: cancel an invoice with a cancellation instead');
  return {
    taxCase,
    lineNetCents: lineNets,
    lineTotalCents,
    allowanceTotalCents,
    taxBasisCents,
    vatCents: vat,
    grandTotalCents,
    dueCents: grandTotalCents,
  };
}

function checkAmounts(document: InvoiceDocument): void {
  if (document.lines.length === 0) throw new InvalidInvoiceDocument('an invoice needs at least one line (BR-16)');
  for (const line of document.lines) {
    if (!Number.isSafeInteger(line.unitNetPriceCents) || line.unitNetPriceCents < 0) {
      throw new InvalidInvoiceDocument(`the net price of '${line.description}' must be whole, non-negative cents (BR-27)`);
    }
  }
  const discount = document.discount;
  if (discount && (!Number.isSafeInteger(discount.amountCents) || discount.amountCents <= 0 || !discount.reason.trim())) {
    throw new InvalidInvoiceDocument('a discount needs a positive amount in whole cents and a reason (BR-33)');
  }
}
