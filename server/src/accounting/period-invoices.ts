import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { InvoiceDocument } from '../invoices/invoice-document.js';
import { taxCaseFor } from '../invoices/tax-case.js';
import type { AccountingPeriod } from './accounting-period.js';

/** An invoice or Stornorechnung of the period, as the exports need it: the amounts exactly as issued, positive on both kinds. */
export interface PeriodInvoice {
  id: number;
  number: string;
  kind: 'invoice' | 'cancellation';
  issueDate: string;
  dueDate: string | null;
  servicePeriod: { start: string; end: string };
  netCents: number;
  vatCents: number;
  grossCents: number;
  buyerCompany: string;
  buyerCountry: string;
  buyerVatId: string | null;
  /** S: German VAT; AE: reverse charge to a business in another EU country. */
  taxCategory: 'S' | 'AE';
  /** The number of the invoice a Stornorechnung cancels. */
  cancels: string | null;
  paidOn: string | null;
}

/** Every invoice and Stornorechnung issued in the period, in the order of their numbers; their files stay in the database. */
export async function invoicesOfPeriod(db: Kysely<Database>, period: AccountingPeriod): Promise<PeriodInvoice[]> {
  const rows = await db
    .selectFrom('invoices')
    .select([
      'id',
      'number',
      'kind',
      'issue_date',
      'due_date',
      'net_cents',
      'vat_cents',
      'gross_cents',
      'buyer_company',
      'document',
      'paid_on',
    ])
    .where('issue_date', '>=', period.from)
    .where('issue_date', '<=', period.to)
    .orderBy('year')
    .orderBy('sequence')
    .execute();
  return rows.map((row) => {
    // The document as issued, stored beside the files it was drawn into.
    const document = row.document as InvoiceDocument;
    return {
      id: row.id,
      number: row.number,
      kind: row.kind,
      issueDate: row.issue_date,
      dueDate: row.due_date,
      servicePeriod: document.performancePeriod,
      netCents: row.net_cents,
      vatCents: row.vat_cents,
      grossCents: row.gross_cents,
      buyerCompany: row.buyer_company,
      buyerCountry: document.buyer.address.countryCode,
      buyerVatId: document.buyer.vatId ?? null,
      taxCategory: taxCaseFor(document.buyer).category,
      cancels: document.cancels?.number ?? null,
      paidOn: row.paid_on,
    };
  });
}

/** The stored files of the period's invoices, one at a time, so that a year's archive never sits in memory whole. */
export async function* filesOfPeriod(db: Kysely<Database>, invoices: readonly PeriodInvoice[]) {
  for (const { id, number, issueDate } of invoices) {
    const files = await db.selectFrom('invoices').select(['pdf', 'xml']).where('id', '=', id).executeTakeFirstOrThrow();
    yield { number, issueDate, pdf: files.pdf, xml: files.xml };
  }
}
