import { ciiXml, type CiiProfile } from './cii/cii-xml.js';
import type { InvoiceDocument } from './invoice-document.js';
import { invoiceTotals } from './invoice-totals.js';

export interface EInvoiceXml {
  profile: CiiProfile;
  xml: string;
}

/**
 * The e-invoice to send: an XRechnung when the buyer gave a Leitweg-ID (a German public buyer,
 * whose portals take XRechnung only), plain EN 16931 CII otherwise.
 */
export function eInvoiceXml(document: InvoiceDocument): EInvoiceXml {
  const profile: CiiProfile = document.buyer.leitwegId ? 'xrechnung' : 'en16931';
  return { profile, xml: ciiXml(document, invoiceTotals(document), profile) };
}
