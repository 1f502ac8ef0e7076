import { sql, type Kysely } from 'kysely';
import { yearlyLicenseTypes, type Overview } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { addDays, monthStart } from '../calendar/portal-time-zone.js';

/** The days ahead in which a yearly licence's end counts as a renewal due. */
export const renewalWindowDays = 60;

/** The 12 calendar months ('YYYY-MM') up to the one of `today`, oldest first. */
const lastTwelveMonths = (today: string) => Array.from({ length: 12 }, (_, index) => monthStart(today, 11 - index).slice(0, 7));

/**
 * The renewal rate's figures (decision 066): the renewal orders whose licence end lies in the last
 * 12 calendar months and before `today`, per month of that end, by outcome: renewed (invoiced or
 * paid), declined ('Nicht verlängern') or lapsed (anything else: never accepted, or cancelled).
 * A renewal still in its grace period counts as lapsed until it is accepted.
 */
export async function renewalMonths(db: Kysely<Database>, today: string): Promise<Overview['money']['renewalMonths']> {
  const rows = await db
    .selectFrom('orders')
    .select([
      sql<string>`to_char(renews_licence_end, 'YYYY-MM')`.as('month'),
      sql<string>`count(*) FILTER (WHERE declined_at IS NULL AND state IN ('invoiced', 'paid'))`.as('renewed'),
      sql<string>`count(*) FILTER (WHERE declined_at IS NOT NULL)`.as('declined'),
      sql<string>`count(*) FILTER (WHERE declined_at IS NULL AND state NOT IN ('invoiced', 'paid'))`.as('lapsed'),
    ])
    .where('renews_licence_end', '>=', monthStart(today, 11))
    .where('renews_licence_end', '<', today)
    .groupBy(sql`to_char(renews_licence_end, 'YYYY-MM')`)
    .execute();
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return lastTwelveMonths(today).map((month) => {
    const row = byMonth.get(month);
    return { month, renewed: Number(row?.renewed ?? 0), declined: Number(row?.declined ?? 0), lapsed: Number(row?.lapsed ?? 0) };
  });
}

/**
 * The money side of 'Übersicht' (decision 062): net revenue per calendar month of the last 12
 * (invoices less Stornorechnungen, by issue date), the gross sums still open and overdue as of
 * `today`, the yearly licences that end within the next 60 days, and the renewals of the last 12 months.
 */
export async function moneyFigures(db: Kysely<Database>, today: string): Promise<Overview['money']> {
  const [revenue, owed, renewals, renewed] = await Promise.all([
    db
      .selectFrom('invoices')
      .select([
        sql<string>`to_char(issue_date, 'YYYY-MM')`.as('month'),
        sql<string>`sum(CASE WHEN kind = 'invoice' THEN net_cents ELSE -net_cents END)`.as('net'),
      ])
      .where('issue_date', '>=', monthStart(today, 11))
      .groupBy(sql`to_char(issue_date, 'YYYY-MM')`)
      .execute(),
    db
      .selectFrom('invoices')
      .leftJoin('invoices as cancellation', 'cancellation.cancels_invoice_id', 'invoices.id')
      .select([
        sql<string | null>`sum(invoices.gross_cents) FILTER (WHERE invoices.due_date >= ${today}::date)`.as('open'),
        sql<string | null>`sum(invoices.gross_cents) FILTER (WHERE invoices.due_date < ${today}::date)`.as('overdue'),
      ])
      .where('invoices.kind', '=', 'invoice')
      .where('invoices.paid_on', 'is', null)
      .where('cancellation.id', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('license_type', 'in', [...yearlyLicenseTypes])
      .where('license_expiration', '>=', today)
      .where('license_expiration', '<=', addDays(today, renewalWindowDays))
      .executeTakeFirstOrThrow(),
    renewalMonths(db, today),
  ]);
  const byMonth = new Map(revenue.map((row) => [row.month, Number(row.net)]));
  return {
    months: lastTwelveMonths(today).map((month) => ({ month, revenueNetCents: byMonth.get(month) ?? 0 })),
    openCents: Number(owed.open ?? 0),
    overdueCents: Number(owed.overdue ?? 0),
    renewalsDue: Number(renewals.count),
    renewalMonths: renewed,
  };
}
