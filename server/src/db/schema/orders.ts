import type { ColumnType } from 'kysely';
import type { CreatedAt, Defaulted, Id, NullableDate, NullableTimestamp } from './columns.js';

/** The account's Rechnungsdaten (migration 0027, decision 058). */
export interface BillingDetailsTable {
  user_id: number;
  company: string;
  street: string;
  postcode: string;
  city: string;
  /** ISO 3166-1 alpha-2 of an EU member state. */
  country_code: string;
  vat_id: string | null;
  leitweg_id: string | null;
  billing_email: string;
  updated_at: CreatedAt;
}

/** What a price list row prices: an edition per device and year, or a viewer licence of a pool per year. */
export type PriceItem = 'classic' | 'next' | 'insight' | 'onSite' | 'viewer-insight' | 'viewer-onSite';

export interface PricesTable {
  id: Id;
  item: PriceItem;
  net_cents: number;
  valid_from: CreatedAt;
  set_by: number | null;
}

export type OrderState = 'requested' | 'quoted' | 'accepted' | 'invoiced' | 'paid' | 'cancelled';
export type OrderEdition = 'classic' | 'next' | 'insight' | 'onSite';

/** One line of a quote as the admin wrote it; the invoice takes it over. */
export interface OrderLine {
  description: string;
  quantity: number;
  unitNetPriceCents: number;
}

export interface OrdersTable {
  id: Id;
  user_id: number | null;
  state: OrderState;
  edition: OrderEdition;
  devices: number;
  insight_viewers: Defaulted<number>;
  onsite_viewers: Defaulted<number>;
  message: Defaulted<string>;
  /** jsonb; null until quoted. */
  lines: ColumnType<OrderLine[] | null, string | null | undefined, string | null>;
  discount_cents: Defaulted<number>;
  discount_reason: string | null;
  valid_until: NullableDate;
  purchase_order: string | null;
  /** The licence term the order buys, fixed on acceptance: from the day after the current end, or from that day. */
  term_start: NullableDate;
  term_end: NullableDate;
  deliver_before_payment: Defaulted<boolean>;
  licence_delivered_at: NullableTimestamp;
  created_at: CreatedAt;
  quoted_at: NullableTimestamp;
  accepted_at: NullableTimestamp;
  paid_on: NullableDate;
  cancelled_at: NullableTimestamp;
  updated_at: CreatedAt;
  /** A renewal (decision 066): the licence end it renews; null for any other order. */
  renews_licence_end: NullableDate;
  /** 'Nicht verlängern': when the customer declined the renewal, and why (may be empty). */
  declined_at: NullableTimestamp;
  decline_reason: string | null;
}

/** A mail of a renewal's course: the quote, the reminders 30 and 7 days before the end, the notice after the grace period. */
export type RenewalMailStep = 'quote' | 'reminder-30' | 'reminder-7' | 'ended';

export interface RenewalMailsTable {
  order_id: number;
  step: RenewalMailStep;
  sent_at: CreatedAt;
}

export interface InvoiceCountersTable {
  year: number;
  last_number: number;
}

export interface InvoicesTable {
  id: Id;
  number: string;
  year: number;
  sequence: number;
  kind: 'invoice' | 'cancellation';
  order_id: number;
  user_id: number | null;
  cancels_invoice_id: number | null;
  issue_date: string;
  due_date: NullableDate;
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
  buyer_company: string;
  billing_email: string;
  /** jsonb: the InvoiceDocument as issued. */
  document: ColumnType<unknown, string, never>;
  xml: string;
  pdf: ColumnType<Uint8Array, Uint8Array, never>;
  paid_on: NullableDate;
  created_at: CreatedAt;
}

/** A Zahlungserinnerung sent for an overdue invoice: level 1 after 7 days, level 2 after 21. */
export interface PaymentRemindersTable {
  invoice_id: number;
  level: 1 | 2;
  sent_at: CreatedAt;
  sent_to: string;
}
