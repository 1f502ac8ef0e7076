import { sql, type Kysely } from 'kysely';
import type { Invoice, Order, orderCalls } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import type { BillingDetailsRow } from './billing-details.js';
import type { OrderRow } from './order-lifecycle.js';
import { lineNetCents } from '../invoices/money.js';
import { monthStart } from '../calendar/portal-time-zone.js';

type OrderListQuery = orderCalls.OrderListQuery;
type InvoiceListQuery = orderCalls.InvoiceListQuery;

export function toBillingDetails(row: BillingDetailsRow) {
  return {
    company: row.company,
    street: row.street,
    postcode: row.postcode,
    city: row.city,
    countryCode: row.country_code,
    vatId: row.vat_id,
    leitwegId: row.leitweg_id,
    billingEmail: row.billing_email,
  };
}

const iso = (moment: Date | null) => (moment === null ? null : moment.toISOString());

export function toOrder(row: OrderRow & { email: string | null }): Order {
  const netCents =
    row.lines === null
      ? null
      : row.lines.reduce((sum, line) => sum + lineNetCents(line.quantity, line.unitNetPriceCents), 0) - row.discount_cents;
  return {
    id: row.id,
    userId: row.user_id,
    email: row.email,
    state: row.state,
    edition: row.edition,
    devices: row.devices,
    insightViewers: row.insight_viewers,
    onsiteViewers: row.onsite_viewers,
    message: row.message,
    lines: row.lines,
    discountCents: row.discount_cents,
    discountReason: row.discount_reason,
    netCents,
    validUntil: row.valid_until,
    purchaseOrder: row.purchase_order,
    termStart: row.term_start,
    termEnd: row.term_end,
    deliverBeforePayment: row.deliver_before_payment,
    createdAt: row.created_at.toISOString(),
    quotedAt: iso(row.quoted_at),
    acceptedAt: iso(row.accepted_at),
    paidOn: row.paid_on,
    cancelledAt: iso(row.cancelled_at),
    renewsLicenceEnd: row.renews_licence_end,
    declinedAt: iso(row.declined_at),
    declineReason: row.decline_reason,
  };
}

function ordersWithEmail(db: Kysely<Database>) {
  return db.selectFrom('orders').leftJoin('users', 'users.id', 'orders.user_id').selectAll('orders').select('users.email');
}

export async function ordersOf(db: Kysely<Database>, userId: number): Promise<Order[]> {
  const rows = await ordersWithEmail(db).where('orders.user_id', '=', userId).orderBy('orders.id', 'desc').execute();
  return rows.map(toOrder);
}

export async function orderById(db: Kysely<Database>, orderId: number): Promise<Order | undefined> {
  const row = await ordersWithEmail(db).where('orders.id', '=', orderId).executeTakeFirst();
  return row && toOrder(row);
}

const orderSorts = {
  id: 'orders.id',
  state: 'orders.state',
  edition: 'orders.edition',
  createdAt: 'orders.created_at',
  validUntil: 'orders.valid_until',
} as const;

/** 'Bestellungen': filtered by state and by the customer's e-mail, sorted and paged. */
export async function listOrders(db: Kysely<Database>, query: OrderListQuery, paged = true): Promise<{ total: number; orders: Order[] }> {
  let rows = ordersWithEmail(db);
  if (query.state) rows = rows.where('orders.state', '=', query.state);
  if (query.q) rows = rows.where(sql`lower(coalesce(users.email, ''))`, 'like', `%${escapeLike(query.q.toLowerCase())}%`);
  const { total } = await rows
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  let sorted = rows.orderBy(orderSorts[query.sort ?? 'id'], query.order === 'ASC' ? 'asc' : 'desc').orderBy('orders.id', 'desc');
  if (paged) {
    const perPage = query.perPage ?? 25;
    sorted = sorted.limit(perPage).offset(((query.page ?? 1) - 1) * perPage);
  }
  return { total: Number(total), orders: (await sorted.execute()).map(toOrder) };
}

function invoicesWithReferences(db: Kysely<Database>) {
  return db
    .selectFrom('invoices')
    .leftJoin('invoices as cancellation', 'cancellation.cancels_invoice_id', 'invoices.id')
    .leftJoin('invoices as original', 'original.id', 'invoices.cancels_invoice_id')
    .leftJoin('payment_reminders as first_reminder', (join) =>
      join.onRef('first_reminder.invoice_id', '=', 'invoices.id').on('first_reminder.level', '=', 1),
    )
    .leftJoin('payment_reminders as second_reminder', (join) =>
      join.onRef('second_reminder.invoice_id', '=', 'invoices.id').on('second_reminder.level', '=', 2),
    )
    .select([
      'invoices.id',
      'invoices.number',
      'invoices.kind',
      'invoices.order_id',
      'invoices.user_id',
      'invoices.buyer_company',
      'invoices.billing_email',
      'invoices.issue_date',
      'invoices.due_date',
      'invoices.net_cents',
      'invoices.vat_cents',
      'invoices.gross_cents',
      'invoices.paid_on',
      'cancellation.number as cancelled_by',
      'original.number as cancels',
      'first_reminder.sent_at as first_reminder_at',
      'second_reminder.sent_at as second_reminder_at',
    ]);
}

type InvoiceListRow = Awaited<ReturnType<ReturnType<typeof invoicesWithReferences>['executeTakeFirstOrThrow']>>;

export function toInvoice(row: InvoiceListRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    orderId: row.order_id,
    userId: row.user_id,
    buyerCompany: row.buyer_company,
    billingEmail: row.billing_email,
    issueDate: row.issue_date,
    dueDate: row.due_date,
    netCents: row.net_cents,
    vatCents: row.vat_cents,
    grossCents: row.gross_cents,
    paidOn: row.paid_on,
    cancelledBy: row.cancelled_by,
    cancels: row.cancels,
    reminders: [
      ...(row.first_reminder_at ? [{ level: 1 as const, sentAt: row.first_reminder_at.toISOString() }] : []),
      ...(row.second_reminder_at ? [{ level: 2 as const, sentAt: row.second_reminder_at.toISOString() }] : []),
    ],
  };
}

export async function invoicesOf(db: Kysely<Database>, userId: number): Promise<Invoice[]> {
  const rows = await invoicesWithReferences(db).where('invoices.user_id', '=', userId).orderBy('invoices.id', 'desc').execute();
  return rows.map(toInvoice);
}

const invoiceSorts = {
  id: 'invoices.id',
  number: 'invoices.number',
  issueDate: 'invoices.issue_date',
  dueDate: 'invoices.due_date',
  grossCents: 'invoices.gross_cents',
} as const;

/** 'Rechnungen': open (not paid, not cancelled, not yet due), overdue, paid or cancelled, as of `today`. */
export async function listInvoices(
  db: Kysely<Database>,
  query: InvoiceListQuery,
  today: string,
  paged = true,
): Promise<{ total: number; invoices: Invoice[] }> {
  let rows = invoicesWithReferences(db);
  const unsettled = sql<boolean>`invoices.kind = 'invoice' AND invoices.paid_on IS NULL AND cancellation.id IS NULL`;
  const statusFilters = {
    open: sql<boolean>`${unsettled} AND invoices.due_date >= ${today}::date`,
    overdue: sql<boolean>`${unsettled} AND invoices.due_date < ${today}::date`,
    paid: sql<boolean>`invoices.paid_on IS NOT NULL`,
    cancelled: sql<boolean>`(cancellation.id IS NOT NULL OR invoices.kind = 'cancellation')`,
  };
  if (query.status) rows = rows.where(statusFilters[query.status]);
  if (query.q) {
    const pattern = `%${escapeLike(query.q.toLowerCase())}%`;
    rows = rows.where((eb) =>
      eb.or([
        eb(sql`lower(invoices.number)`, 'like', pattern),
        eb(sql`lower(invoices.buyer_company)`, 'like', pattern),
        eb(sql`lower(invoices.billing_email)`, 'like', pattern),
      ]),
    );
  }
  const { total } = await rows
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  let sorted = rows.orderBy(invoiceSorts[query.sort ?? 'id'], query.order === 'ASC' ? 'asc' : 'desc').orderBy('invoices.id', 'desc');
  if (paged) {
    const perPage = query.perPage ?? 25;
    sorted = sorted.limit(perPage).offset(((query.page ?? 1) - 1) * perPage);
  }
  return { total: Number(total), invoices: (await sorted.execute()).map(toInvoice) };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * 'Rechnungen' per month of issue, the last 12 months newest first (months without an invoice
 * too): the gross sum invoiced, and of it what is paid, open (not yet due), overdue and cancelled
 * as of `today`; the Stornorechnungen themselves are not counted again.
 */
export async function invoiceMonths(db: Kysely<Database>, today: string) {
  const first = monthStart(today, 11);
  const rows = await db
    .selectFrom('invoices')
    .leftJoin('invoices as cancellation', 'cancellation.cancels_invoice_id', 'invoices.id')
    .select((eb) => [
      sql<string>`to_char(invoices.issue_date, 'YYYY-MM')`.as('month'),
      eb.fn.sum<string>('invoices.gross_cents').as('invoiced'),
      sql<string>`sum(invoices.gross_cents) filter (where invoices.paid_on is not null)`.as('paid'),
      sql<string>`sum(invoices.gross_cents) filter (where invoices.paid_on is null and cancellation.id is null and invoices.due_date >= ${today}::date)`.as(
        'open',
      ),
      sql<string>`sum(invoices.gross_cents) filter (where invoices.paid_on is null and cancellation.id is null and invoices.due_date < ${today}::date)`.as(
        'overdue',
      ),
      sql<string>`sum(invoices.gross_cents) filter (where cancellation.id is not null)`.as('cancelled'),
    ])
    .where('invoices.kind', '=', 'invoice')
    .where('invoices.issue_date', '>=', first)
    .groupBy(sql`to_char(invoices.issue_date, 'YYYY-MM')`)
    .execute();
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  const cents = (value: string | null | undefined) => Number(value ?? 0);
  return Array.from({ length: 12 }, (_, monthsBack) => {
    const month = monthStart(today, monthsBack).slice(0, 7);
    const row = byMonth.get(month);
    return {
      month,
      invoicedCents: cents(row?.invoiced),
      paidCents: cents(row?.paid),
      openCents: cents(row?.open),
      overdueCents: cents(row?.overdue),
      cancelledCents: cents(row?.cancelled),
    };
  });
}
