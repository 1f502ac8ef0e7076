import type { InvoiceDocument } from '../invoice-document.js';
import type { InvoiceTotals } from '../invoice-totals.js';
import { quantityAsDecimal } from '../money.js';
import { amount, taxCategory, type XmlElement } from './cii-values.js';

/** The invoice lines (BG-25), numbered from 1 in the document's order. */
export function lineItems(document: InvoiceDocument, totals: InvoiceTotals): XmlElement[] {
  return document.lines.map((line, index) => ({
    'ram:AssociatedDocumentLineDocument': { 'ram:LineID': String(index + 1) },
    'ram:SpecifiedTradeProduct': { 'ram:Name': line.description },
    'ram:SpecifiedLineTradeAgreement': {
      'ram:NetPriceProductTradePrice': { 'ram:ChargeAmount': amount(line.unitNetPriceCents) },
    },
    'ram:SpecifiedLineTradeDelivery': {
      'ram:BilledQuantity': { '@_unitCode': line.unitCode, '#text': quantityAsDecimal(line.quantity) },
    },
    'ram:SpecifiedLineTradeSettlement': {
      'ram:ApplicableTradeTax': taxCategory(totals.taxCase),
      'ram:SpecifiedTradeSettlementLineMonetarySummation': { 'ram:LineTotalAmount': amount(totals.lineNetCents[index] ?? 0) },
    },
  }));
}
