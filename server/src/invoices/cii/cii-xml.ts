import { XMLBuilder } from 'fast-xml-parser';
import { typeCodeOf } from '../cancellation.js';
import type { InvoiceDocument } from '../invoice-document.js';
import type { InvoiceTotals } from '../invoice-totals.js';
import { buyerParty, sellerParty } from './cii-parties.js';
import { lineItems } from './cii-lines.js';
import { headerSettlement } from './cii-settlement.js';
import { ciiDate } from './cii-values.js';

/** BT-24 of each profile we write. */
export const specificationIdentifiers = {
  /** EN 16931 itself; also Factur-X/ZUGFeRD's EN 16931 profile (its "Comfort"). */
  en16931: 'urn:cen.eu:en16931:2017',
  /** XRechnung 3.0, the German CIUS public buyers ask for. */
  xrechnung: 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
} as const;

export type CiiProfile = keyof typeof specificationIdentifiers;

const namespaces = {
  '@_xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  '@_xmlns:ram': 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  '@_xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  '@_xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
};

const builder = new XMLBuilder({ ignoreAttributes: false, format: true, indentBy: '  ' });

/** The invoice as a UN/CEFACT CII document (D16B, as EN 16931 binds it), in the given profile. */
export function ciiXml(document: InvoiceDocument, totals: InvoiceTotals, profile: CiiProfile): string {
  const invoice = {
    ...namespaces,
    'rsm:ExchangedDocumentContext': {
      'ram:GuidelineSpecifiedDocumentContextParameter': { 'ram:ID': specificationIdentifiers[profile] },
    },
    'rsm:ExchangedDocument': {
      'ram:ID': document.number,
      'ram:TypeCode': typeCodeOf(document),
      'ram:IssueDateTime': ciiDate(document.issueDate),
    },
    'rsm:SupplyChainTradeTransaction': {
      'ram:IncludedSupplyChainTradeLineItem': lineItems(document, totals),
      'ram:ApplicableHeaderTradeAgreement': {
        'ram:BuyerReference': document.buyer.leitwegId,
        'ram:SellerTradeParty': sellerParty(document.seller),
        'ram:BuyerTradeParty': buyerParty(document.buyer),
        'ram:BuyerOrderReferencedDocument': document.purchaseOrder ? { 'ram:IssuerAssignedID': document.purchaseOrder } : undefined,
      },
      // Required by the schema; the service's period is BT-73/74 in the settlement.
      'ram:ApplicableHeaderTradeDelivery': {},
      'ram:ApplicableHeaderTradeSettlement': headerSettlement(document, totals),
    },
  };
  return builder.build({ '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' }, 'rsm:CrossIndustryInvoice': invoice });
}
