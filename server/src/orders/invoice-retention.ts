import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { portalDate } from '../calendar/portal-time-zone.js';
import { backgroundJobActor, recordAuditEvent } from '../audit/record-audit-event.js';

export interface InvoiceRetentionDeps {
  db: Kysely<Database>;
  clock: () => Date;
  /** Full calendar years an invoice is kept after the year it was issued in (INVOICE_RETENTION_YEARS). */
  retentionYears: number;
}

/** Ids per statement: far below the limit of bound parameters, however many invoices a year held. */
const chunkSize = 1000;

/**
 * The latest year of issue whose invoices are past their period in the Berlin year of `now`. The
 * period starts at the end of the year of issue (§ 147 (4) AO) and lasts `retentionYears` full
 * years: with 8, an invoice of 2017 is kept until the end of 2025 and goes in 2026.
 */
export function lastExpiredYear(now: Date, retentionYears: number): number {
  return Number(portalDate(now).slice(0, 4)) - retentionYears - 1;
}

/**
 * Deletes the invoices and Stornorechnungen whose retention period is over (decision 065), with
 * their payment reminders, in one transaction; the only deletion the trigger of migration 0030
 * lets through, announced by the transaction-local setting `bfsm.invoice_retention`. An invoice
 * whose Stornorechnung is younger stays until that one goes, so a cancellation never loses the
 * invoice it cancels. One audit entry says how many went and of which years, only when some did.
 * Run daily by the job `invoice-retention`; a second run the same year finds nothing.
 */
export async function deleteInvoicesPastRetention(deps: InvoiceRetentionDeps): Promise<number> {
  const lastYear = lastExpiredYear(deps.clock(), deps.retentionYears);
  return deps.db.transaction().execute(async (trx) => {
    // Locked, so that no Stornorechnung can be issued meanwhile for an invoice that goes.
    const expired = await trx
      .selectFrom('invoices')
      .select(['id', 'year'])
      .where('year', '<=', lastYear)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('invoices as cancellation')
              .select('cancellation.id')
              .whereRef('cancellation.cancels_invoice_id', '=', 'invoices.id')
              .where('cancellation.year', '>', lastYear),
          ),
        ),
      )
      .orderBy('id', 'desc')
      .forUpdate()
      .execute();
    if (expired.length === 0) return 0;

    await sql`SELECT set_config('bfsm.invoice_retention', 'on', true)`.execute(trx);
    // Newest first: a Stornorechnung has a higher id than its invoice, so it goes before or with it.
    for (let start = 0; start < expired.length; start += chunkSize) {
      const ids = expired.slice(start, start + chunkSize).map((invoice) => invoice.id);
      await trx.deleteFrom('payment_reminders').where('invoice_id', 'in', ids).execute();
      await trx.deleteFrom('invoices').where('id', 'in', ids).execute();
    }
    await sql`SELECT set_config('bfsm.invoice_retention', 'off', true)`.execute(trx);

    const years = [...new Set(expired.map((invoice) => invoice.year))].sort((a, b) => a - b);
    await recordAuditEvent(trx, backgroundJobActor, {
      kind: 'invoices-deleted-after-retention',
      after: { documents: expired.length, years, retentionYears: deps.retentionYears },
    });
    return expired.length;
  });
}
