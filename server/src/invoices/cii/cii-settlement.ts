import type { InvoiceDocument } from '../invoice-document.js';
import type { InvoiceTotals } from '../invoice-totals.js';
import { paymentTerms } from '../payment-terms.js';
import { amount, ciiDate, ciiQualifiedDate, taxCategory, type XmlElement } from './cii-values.js';

/** BT-98 (UNTDID 5189): 95, discount. */
const discountReasonCode = '95';

/** ApplicableHeaderTradeSettlement, its children in the order of the CII schema. */
export function headerSettlement(document: InvoiceDocument, totals: InvoiceTotals): XmlElement {
  const { taxCase } = totals;
  return {
    'ram:PaymentReference': document.number,
    'ram:InvoiceCurrencyCode': document.currency,
    'ram:SpecifiedTradeSettlementPaymentMeans': paymentMeans(document),
    'ram:ApplicableTradeTax': {
      'ram:CalculatedAmount': amount(totals.vatCents),
      'ram:TypeCode': 'VAT',
      'ram:ExemptionReason': taxCase.exemption?.reason,
      'ram:BasisAmount': amount(totals.taxBasisCents),
      'ram:CategoryCode': taxCase.category,
      'ram:ExemptionReasonCode': taxCase.exemption?.code,
      'ram:RateApplicablePercent': String(taxCase.ratePercent),
    },
    'ram:BillingSpecifiedPeriod': {
      'ram:StartDateTime': ciiDate(document.performancePeriod.start),
      'ram:EndDateTime': ciiDate(document.performancePeriod.end),
    },
    'ram:SpecifiedTradeAllowanceCharge': document.discount && {
      'ram:ChargeIndicator': { 'udt:Indicator': 'false' },
      'ram:ActualAmount': amount(document.discount.amountCents),
      'ram:ReasonCode': discountReasonCode,
      'ram:Reason': document.discount.reason,
      'ram:CategoryTradeTax': taxCategory(taxCase),
    },
    'ram:SpecifiedTradePaymentTerms': {
      'ram:Description': paymentTerms(document, totals),
      'ram:DueDateDateTime': document.dueDate ? ciiDate(document.dueDate) : undefined,
    },
    'ram:SpecifiedTradeSettlementHeaderMonetarySummation': {
      'ram:LineTotalAmount': amount(totals.lineTotalCents),
      'ram:AllowanceTotalAmount': document.discount ? amount(totals.allowanceTotalCents) : undefined,
      'ram:TaxBasisTotalAmount': amount(totals.taxBasisCents),
      'ram:TaxTotalAmount': { '@_currencyID': document.currency, '#text': amount(totals.vatCents) },
      'ram:GrandTotalAmount': amount(totals.grandTotalCents),
      'ram:DuePayableAmount': amount(totals.dueCents),
    },
    'ram:InvoiceReferencedDocument': document.cancels && {
      'ram:IssuerAssignedID': document.cancels.number,
      'ram:FormattedIssueDateTime': ciiQualifiedDate(document.cancels.issueDate),
    },
  };
}

/**
 * BG-16. An invoice is paid by SEPA credit transfer (58) to the seller's account. A
 * cancellation is paid by nobody in advance: it is set off against the original or refunded,
 * which the seller does, so its means is 1, "not defined", and the terms say which (decision 052).
 */
function paymentMeans(document: InvoiceDocument): XmlElement {
  if (document.cancels) return { 'ram:TypeCode': '1' };
  const { seller } = document;
  return {
    'ram:TypeCode': '58',
    'ram:PayeePartyCreditorFinancialAccount': { 'ram:IBANID': seller.iban, 'ram:AccountName': seller.name },
    'ram:PayeeSpecifiedCreditorFinancialInstitution': { 'ram:BICID': seller.bic },
  };
}
