import type { BillingDetails, Invoice, Order } from '@bfsm/api-adapter';
import { orderFixture as sharedOrderFixture } from '@bfsm/api-adapter/testing';

/**
 * Answers of the order calls as the contract types them: the shared order fixture (checked against
 * the contract's schema where it is built) with this app's customer and day.
 */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return sharedOrderFixture({ userId: 7, email: 'kunde@firma.test', createdAt: '2026-11-28T05:00:00.000Z', ...overrides });
}

/** A quote of three Classic devices at 499,00 € with 50,00 € off, valid until 28.12.2026. */
export function quotedOrderFixture(overrides: Partial<Order> = {}): Order {
  return orderFixture({
    state: 'quoted',
    lines: [{ description: 'Brandfallsteuermatrix Classic, Jahreslizenz je Gerät', quantity: 3, unitNetPriceCents: 49_900 }],
    discountCents: 5_000,
    discountReason: 'Neukundenrabatt',
    netCents: 144_700,
    validUntil: '2026-12-28',
    quotedAt: '2026-11-28T06:00:00.000Z',
    ...overrides,
  });
}

export function invoiceFixture(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 5,
    number: '2026-00017',
    kind: 'invoice',
    orderId: 17,
    userId: 7,
    buyerCompany: 'Muster GmbH',
    billingEmail: 'buchhaltung@firma.test',
    issueDate: '2026-11-28',
    dueDate: '2026-12-12',
    netCents: 144_700,
    vatCents: 27_493,
    grossCents: 172_193,
    paidOn: null,
    cancelledBy: null,
    cancels: null,
    reminders: [],
    ...overrides,
  };
}

export function billingDetailsFixture(overrides: Partial<BillingDetails> = {}): BillingDetails {
  return {
    company: 'Muster GmbH',
    street: 'Hauptstraße 1',
    postcode: '10115',
    city: 'Berlin',
    countryCode: 'DE',
    vatId: null,
    leitwegId: null,
    billingEmail: 'buchhaltung@firma.test',
    ...overrides,
  };
}

export const euCountriesFixture = ['AT', 'DE', 'FR', 'NL'];
