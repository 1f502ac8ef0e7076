import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { testConfig } from '../../config/config.js';
import { testSellerEnvironment } from '../../config/seller-config.js';
import { createUser, type CreateUserOptions } from '../../factories/index.js';
import type { AuditActor } from '../../audit/record-audit-event.js';
import { saveBillingDetails, type BillingDetailsValues } from '../billing-details.js';
import { setPrice } from '../price-list.js';
import { issueInvoice, recordOrder } from '../order-lifecycle.js';
import type { InvoicingDeps } from '../invoicing-deps.js';
import { createMailer } from '../../mail/mailer.js';
import { recordingLogger } from '../../mail/test-support/recording-logger.js';

/** A German business buyer's Rechnungsdaten. */
export const germanBilling: BillingDetailsValues = {
  company: 'Müller & Söhne Gebäudetechnik GmbH',
  street: 'Lindenstraße 5',
  postcode: '10969',
  city: 'Berlin',
  countryCode: 'DE',
  billingEmail: 'buchhaltung@mueller-soehne.test',
};

/** Prices of the list in cents per unit and year. */
export const testPrices = {
  classic: 49_900,
  next: 89_900,
  insight: 19_900,
  onSite: 29_900,
  'viewer-insight': 4_990,
  'viewer-onSite': 7_990,
} as const;

/** Invoicing with the test seller and a clock the test moves. */
export function invoicingDeps(db: Kysely<Database>, clock: { now: Date }, env: Record<string, string> = {}): InvoicingDeps {
  const config = testConfig({ ...testSellerEnvironment, ...env });
  // The real mailer queues into outgoing_mails; nothing delivers here, the suites read the queue.
  return {
    db,
    invoicing: config.invoicing,
    renewals: config.renewals,
    clock: () => clock.now,
    mailer: createMailer({ db, config, logger: recordingLogger() }),
  };
}

export async function priceListIn(db: Kysely<Database>, actor: AuditActor): Promise<void> {
  for (const [item, cents] of Object.entries(testPrices)) await setPrice(db, actor, item as keyof typeof testPrices, cents);
}

/** A customer with Rechnungsdaten, and the admin who acts. */
export async function buyerScene(
  db: Kysely<Database>,
  user: Omit<CreateUserOptions, 'kind'> & { kind?: CreateUserOptions['kind'] } = {},
  billing: Partial<BillingDetailsValues> = {},
) {
  const admin = await createUser(db, { kind: 'admin' });
  const adminActor: AuditActor = { id: admin.id, email: admin.email, address: '127.0.0.1' };
  const customer = await createUser(db, { kind: 'classic', ...user });
  const customerActor: AuditActor = { id: customer.id, email: customer.email, address: '127.0.0.2' };
  await saveBillingDetails(db, customerActor, customer.id, { ...germanBilling, ...billing });
  return { admin, adminActor, customer, customerActor };
}

/**
 * A customer with Rechnungsdaten and the price list, and `invoiceOn(moment, devices)`, which
 * records a Classic order and issues its invoice at that moment of the moved clock.
 */
export async function invoicingScene(db: Kysely<Database>, billing: Partial<BillingDetailsValues> = {}) {
  const clock = { now: new Date('2026-10-01T09:00:00Z') };
  const deps = invoicingDeps(db, clock);
  const { adminActor, customer } = await buyerScene(db, {}, billing);
  await priceListIn(db, adminActor);
  const invoiceOn = async (moment: string, devices: number, userId = customer.id) => {
    clock.now = new Date(moment);
    const order = await recordOrder(deps, adminActor, userId, {
      edition: 'classic',
      devices,
      insightViewers: 0,
      onsiteViewers: 0,
      deliverBeforePayment: false,
    });
    return issueInvoice(deps, adminActor, order.id);
  };
  return { clock, deps, adminActor, customer, invoiceOn };
}
