import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { SellerConfig } from '../config/seller-config.js';
import type { RenewalConfig } from '../config/renewal-config.js';
import type { Seller } from '../invoices/invoice-document.js';
import { DomainError } from '../errors/domain-error.js';
import type { Mailer } from '../mail/mailer.js';

/** What issuing quotes and invoices needs: the database, the seller and terms from configuration, and the clock. */
export interface InvoicingDeps {
  db: Kysely<Database>;
  invoicing: SellerConfig;
  /** The grace period after a yearly licence's end, in which an order still continues from that end (decision 066). */
  renewals: RenewalConfig;
  clock: () => Date;
  /** Quotes and invoices are mailed from inside the transaction that makes them: a mail exists exactly when they do. */
  mailer: Pick<Mailer, 'queueWithin'>;
}

/** The configured seller, or the refusal that names the missing variables. */
export function configuredSeller(invoicing: SellerConfig): Seller {
  if (!invoicing.seller) throw new DomainError('invoicingUnavailable', { missing: invoicing.missing });
  return invoicing.seller;
}
