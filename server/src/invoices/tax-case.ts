import type { Buyer } from './invoice-document.js';
import { InvalidInvoiceDocument } from './invalid-invoice-document.js';

/** The VAT treatment of a whole invoice: the portal sells one kind of service, so one category per invoice. */
export interface TaxCase {
  /** BT-151/BT-118 (UNTDID 5305): `S` standard rate, `AE` reverse charge. */
  category: 'S' | 'AE';
  ratePercent: number;
  /** BT-120/BT-121, for a category without VAT. */
  exemption?: { reason: string; code: string };
}

/** The German standard rate (§ 12 Abs. 1 UStG). */
export const germanStandardRate = 19;

/** EU member states by ISO 3166 code; Greece's VAT IDs start with EL, its country code is GR. */
const euCountries = new Set([
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
]); // prettier-ignore

/**
 * A German seller's licence for a business buyer: German VAT for a buyer in Germany; the
 * reverse charge (§ 13b UStG, Art. 196 VAT Directive) for a buyer in another EU country who
 * gave a VAT ID, the proof that it buys as a business. An EU buyer without one is charged
 * German VAT: without the ID the seller cannot show the conditions of the reverse charge.
 * A buyer outside the EU is not supported yet (decision 052).
 */
export function taxCaseFor(buyer: Buyer): TaxCase {
  const country = buyer.address.countryCode;
  if (!euCountries.has(country)) throw new InvalidInvoiceDocument(`no tax case for a buyer in ${country} (outside the EU)`);
  if (country === 'DE' || !buyer.vatId) return { category: 'S', ratePercent: germanStandardRate };
  return {
    category: 'AE',
    ratePercent: 0,
    exemption: { reason: 'Steuerschuldnerschaft des Leistungsempfängers', code: 'VATEX-EU-AE' },
  };
}
