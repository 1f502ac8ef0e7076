/**
 * An invoice as the portal issues it, before anything is computed: what the orders feature
 * fills in (the seller from configuration, the buyer from the customer's billing data). Every
 * amount is an integer number of cents; dates are calendar days as `YYYY-MM-DD`. The module
 * turns it into an EN 16931 e-invoice (CII XML) and a ZUGFeRD/Factur-X PDF
 * (docs/decisions/052-e-invoices-cii-and-factur-x.md).
 */
export interface InvoiceDocument {
  /** BT-1, e.g. `2026-00017`: unique and gapless, given by the numbering of the orders feature. */
  number: string;
  /** BT-2. */
  issueDate: string;
  /** BT-9. Absent on a cancellation, where nothing is to be paid by the buyer. */
  dueDate?: string;
  /** BT-73/BT-74: the licence term, the period of the service. */
  performancePeriod: { start: string; end: string };
  /** BT-13, the buyer's order number, when the buyer gave one. */
  purchaseOrder?: string;
  seller: Seller;
  buyer: Buyer;
  lines: InvoiceLine[];
  /** A document-level allowance (BT-92) with its reason (BT-97). */
  discount?: { amountCents: number; reason: string };
  currency: 'EUR';
  /** Set on a cancellation (Stornorechnung): the invoice it cancels (BT-25/BT-26). */
  cancels?: { number: string; issueDate: string };
}

export interface PostalAddress {
  street: string;
  postcode: string;
  city: string;
  /** ISO 3166-1 alpha-2, e.g. `DE`, `AT`. */
  countryCode: string;
}

export interface Seller {
  name: string;
  address: PostalAddress;
  /** BT-31, e.g. `DE123456789`. */
  vatId: string;
  /** BT-32, the Steuernummer of the seller's tax office. */
  taxNumber: string;
  iban: string;
  bic: string;
  /** BT-41..BT-43; the e-mail is also the seller's electronic address (BT-34). */
  contact: { name: string; phone: string; email: string };
}

export interface Buyer {
  company: string;
  address: PostalAddress;
  /** BT-48; required for the reverse charge to a buyer in another EU country. */
  vatId?: string;
  /** BT-10 of a public buyer: with it the invoice is an XRechnung. */
  leitwegId?: string;
  /** The buyer's electronic address (BT-49), where the invoice is sent. */
  billingEmail: string;
}

export interface InvoiceLine {
  description: string;
  /** BT-129; at most four decimals. Negative for a line that credits something. */
  quantity: number;
  /** BT-130, UN/ECE Recommendation 20, e.g. `C62` (piece), `ANN` (year). */
  unitCode: string;
  /** BT-146, net, never negative (BR-27). */
  unitNetPriceCents: number;
}
