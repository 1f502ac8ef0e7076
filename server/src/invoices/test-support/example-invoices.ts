import { cancellationOf } from '../cancellation.js';
import type { Buyer, InvoiceDocument, Seller } from '../invoice-document.js';

/** A seller as the configuration will describe it. */
export const exampleSeller: Seller = {
  name: 'Brandschutz Software GmbH',
  address: { street: 'Hohenzollernring 12', postcode: '50672', city: 'Köln', countryCode: 'DE' },
  vatId: 'DE123456789',
  taxNumber: '214/5780/1234',
  iban: 'DE02120300000000202051',
  bic: 'BYLADEM1001',
  contact: { name: 'Erika Mustermann', phone: '+49 221 1234560', email: 'rechnung@brandschutz-software.example' },
};

const germanBuyer: Buyer = {
  company: 'Müller & Söhne Gebäudetechnik GmbH',
  address: { street: 'Lindenstraße 5', postcode: '10969', city: 'Berlin', countryCode: 'DE' },
  billingEmail: 'buchhaltung@mueller-soehne.example',
};

const licenceTerm = { start: '2026-03-01', end: '2027-02-28' };

/** German buyer, VAT at 19 %, with the buyer's order number. */
export const germanInvoice: InvoiceDocument = {
  number: '2026-00017',
  issueDate: '2026-03-02',
  dueDate: '2026-03-16',
  performancePeriod: licenceTerm,
  purchaseOrder: 'PO-4711',
  seller: exampleSeller,
  buyer: germanBuyer,
  lines: [
    { description: 'Brandfallsteuermatrix Professional, Jahreslizenz', quantity: 3, unitCode: 'C62', unitNetPriceCents: 49_900 },
    { description: 'Viewer-Lizenz, Jahreslizenz', quantity: 5, unitCode: 'C62', unitNetPriceCents: 4_990 },
  ],
  currency: 'EUR',
};

/** Austrian buyer with a VAT ID: reverse charge. */
export const reverseChargeInvoice: InvoiceDocument = {
  ...germanInvoice,
  number: '2026-00018',
  purchaseOrder: undefined,
  buyer: {
    company: 'Alpen Brandschutz GmbH',
    address: { street: 'Mariahilfer Straße 88', postcode: '1070', city: 'Wien', countryCode: 'AT' },
    vatId: 'ATU12345678',
    billingEmail: 'office@alpen-brandschutz.example',
  },
};

/** A German public buyer with a Leitweg-ID: XRechnung. */
export const publicBuyerInvoice: InvoiceDocument = {
  ...germanInvoice,
  number: '2026-00019',
  purchaseOrder: undefined,
  buyer: {
    company: 'Stadt Musterhausen, Amt für Brandschutz',
    address: { street: 'Rathausplatz 1', postcode: '12345', city: 'Musterhausen', countryCode: 'DE' },
    leitwegId: '04011000-12345-67',
    billingEmail: 'rechnungseingang@musterhausen.example',
  },
};

/** A discount on the whole order; a line net (400.005) and the VAT (246.715) land on half a cent. */
export const discountedInvoice: InvoiceDocument = {
  ...germanInvoice,
  number: '2026-00020',
  lines: [
    { description: 'Brandfallsteuermatrix Professional, Jahreslizenz', quantity: 2, unitCode: 'C62', unitNetPriceCents: 49_900 },
    { description: 'Schulung (halber Tag)', quantity: 0.5, unitCode: 'DAY', unitNetPriceCents: 80_001 },
  ],
  discount: { amountCents: 9_951, reason: 'Rabatt Neukunde' },
};

/** The cancellation of the German invoice. */
export const cancellationInvoice: InvoiceDocument = cancellationOf(germanInvoice, { number: '2026-00021', issueDate: '2026-03-09' });
