import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * The next invoice number of a year, e.g. 2026-00017, taken inside the transaction that stores
 * the invoice: the counter row stays locked until that transaction ends, so a parallel issue (in
 * this or another instance) waits for it, and a rollback gives the number back. No number is
 * skipped or used twice (decision 058).
 */
export async function takeInvoiceNumber(trx: Transaction<Database>, year: number): Promise<{ number: string; sequence: number }> {
  const { last_number: sequence } = await trx
    .insertInto('invoice_counters')
    .values({ year, last_number: 1 })
    .onConflict((conflict) => conflict.column('year').doUpdateSet({ last_number: sql<number>`invoice_counters.last_number + 1` }))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return { number: formatInvoiceNumber(year, sequence), sequence };
}

/** Year and a five-digit sequence; a sixth digit follows when a year has more than 99,999 invoices. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(5, '0')}`;
}
