import * as z from 'zod/mini';
import { successAnswer } from './answers.js';
import { adminOnly, ownerOrAdmin, signedIn } from './access.js';
import { defineCall, defineTokenCall } from './define.js';
import { sortedPageQuery } from './list-query.js';
import { email, formToken, multiLineCheck, oneLineText, recordId } from './fields.js';
import { texts } from '../domain/texts.js';
import { euCountryCodes } from '../domain/vat-id.js';

/**
 * Orders and e-invoices (decision 058): the account's Rechnungsdaten, 'Angebot anfordern', the
 * quote the customer accepts, the invoices of the account; and the back-office's 'Bestellungen',
 * 'Rechnungen' and 'Preise'. Amounts are integer cents throughout.
 */

export const orderEditions = ['classic', 'next', 'insight', 'onSite'] as const;
export type OrderEdition = (typeof orderEditions)[number];
export const orderStates = ['requested', 'quoted', 'accepted', 'invoiced', 'paid', 'cancelled'] as const;
export type OrderState = (typeof orderStates)[number];
export const priceItems = ['classic', 'next', 'insight', 'onSite', 'viewer-insight', 'viewer-onSite'] as const;
export type PriceItem = (typeof priceItems)[number];

const fieldTexts = {
  country: 'Bitte wählen Sie ein Land der EU.',
  devices: 'Bitte geben Sie eine ganze Zahl von 1 bis 1.000 ein.',
  viewers: 'Bitte geben Sie eine ganze Zahl von 0 bis 1.000 ein.',
  edition: 'Bitte wählen Sie eine Edition.',
  cents: 'Bitte geben Sie einen Betrag in Cent als ganze Zahl ab 0 ein.',
  quantity: 'Bitte geben Sie eine Menge von 1 bis 1.000 ein.',
  tooLong: (maximum: number) => `Bitte geben Sie höchstens ${maximum} Zeichen ein.`,
  date: 'Bitte geben Sie ein Datum ein.',
} as const;

const wholeNumber = (minimum: number, maximum: number, message: string) =>
  z.number(message).check(z.int(message), z.minimum(minimum, message), z.maximum(maximum, message));
/** A whole number sent as a form string; empty counts as `empty`. */
const formNumber = (minimum: number, maximum: number, message: string, empty?: number) =>
  z.pipe(
    z.pipe(
      z.optional(z.string()),
      z.transform((value) => (value === undefined || value.trim() === '' ? (empty ?? Number.NaN) : Number(value))),
    ),
    wholeNumber(minimum, maximum, message),
  );
const cents = wholeNumber(0, 100_000_000, fieldTexts.cents);
/** A required one-line text of at most `maximum` characters. */
const textUpTo = (maximum: number) =>
  oneLineText(z.minLength(1, texts.validation.required), z.maxLength(maximum, fieldTexts.tooLong(maximum)));
/** An optional one-line text of at most `maximum` characters; empty becomes undefined. */
const optionalTextUpTo = (maximum: number) =>
  z.pipe(
    z.optional(oneLineText(z.maxLength(maximum, fieldTexts.tooLong(maximum)))),
    z.transform((value) => value || undefined),
  );

// --- Rechnungsdaten -------------------------------------------------------------------------

export const billingDetails = z.object({
  company: z.string(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  countryCode: z.string(),
  vatId: z.nullable(z.string()),
  leitwegId: z.nullable(z.string()),
  billingEmail: z.string(),
});
export type BillingDetails = z.infer<typeof billingDetails>;

const accountParams = z.object({ userId: recordId });

export const getBillingDetails = defineCall({
  name: 'getBillingDetails',
  method: 'GET',
  path: '/webapi/billing-details/:userId',
  access: ownerOrAdmin('own-account', 'userId'),
  encoding: 'none',
  params: accountParams,
  response: z.object({ billingDetails: z.nullable(billingDetails), euCountries: z.array(z.string()) }),
});

export const billingDetailsToken = defineTokenCall('billingDetailsToken', '/webapi/billingDetailsToken', 'billing-details', signedIn);

export const billingDetailsForm = z.object({
  company: textUpTo(200),
  street: textUpTo(200),
  postcode: textUpTo(20),
  city: textUpTo(100),
  countryCode: z.enum(euCountryCodes as [string, ...string[]], fieldTexts.country),
  vatId: optionalTextUpTo(20),
  leitwegId: optionalTextUpTo(46),
  billingEmail: email,
  _token: formToken,
});

export const saveBillingDetails = defineCall({
  name: 'saveBillingDetails',
  method: 'POST',
  path: '/webapi/billing-details/:userId',
  access: { ...ownerOrAdmin('own-account', 'userId'), refusesLimitedUser: true },
  encoding: 'form',
  params: accountParams,
  body: billingDetailsForm,
  response: z.object({ success: z.literal(true), billingDetails }),
  token: { call: billingDetailsToken, field: 'body._token' },
});

// --- Orders -------------------------------------------------------------------------------

export const orderLine = z.object({
  description: textUpTo(200),
  quantity: wholeNumber(1, 1000, fieldTexts.quantity),
  unitNetPriceCents: cents,
});
export type OrderLine = z.infer<typeof orderLine>;

export const order = z.object({
  id: z.number(),
  userId: z.nullable(z.number()),
  email: z.nullable(z.string()),
  state: z.enum(orderStates),
  edition: z.enum(orderEditions),
  devices: z.number(),
  insightViewers: z.number(),
  onsiteViewers: z.number(),
  message: z.string(),
  lines: z.nullable(z.array(orderLine)),
  discountCents: z.number(),
  discountReason: z.nullable(z.string()),
  /** Net total after the discount, from the lines; null until quoted. */
  netCents: z.nullable(z.number()),
  /** YYYY-MM-DD: the quote's last valid day. */
  validUntil: z.nullable(z.string()),
  purchaseOrder: z.nullable(z.string()),
  termStart: z.nullable(z.string()),
  termEnd: z.nullable(z.string()),
  deliverBeforePayment: z.boolean(),
  createdAt: z.string(),
  quotedAt: z.nullable(z.string()),
  acceptedAt: z.nullable(z.string()),
  paidOn: z.nullable(z.string()),
  cancelledAt: z.nullable(z.string()),
  /** A renewal (decision 066): the licence end (YYYY-MM-DD) it continues from; null for any other order. */
  renewsLicenceEnd: z.nullable(z.string()),
  /** 'Nicht verlängern': when the customer declined the renewal, and his reason (may be empty). */
  declinedAt: z.nullable(z.string()),
  declineReason: z.nullable(z.string()),
});
export type Order = z.infer<typeof order>;

export const listMyOrders = defineCall({
  name: 'listMyOrders',
  method: 'GET',
  path: '/webapi/my-orders',
  access: signedIn,
  encoding: 'none',
  response: z.object({ orders: z.array(order) }),
});

export const quoteRequestToken = defineTokenCall('quoteRequestToken', '/webapi/quoteRequestToken', 'quote-request', signedIn);

export const quoteRequestForm = z.object({
  edition: z.enum(orderEditions, fieldTexts.edition),
  devices: formNumber(1, 1000, fieldTexts.devices),
  /** Viewer licences of a Next pool; ignored for the other editions. */
  insightViewers: formNumber(0, 1000, fieldTexts.viewers, 0),
  onsiteViewers: formNumber(0, 1000, fieldTexts.viewers, 0),
  message: z.pipe(
    z.optional(z.string().check(z.trim(), multiLineCheck, z.maxLength(2000, fieldTexts.tooLong(2000)))),
    z.transform((value) => value || undefined),
  ),
  _token: formToken,
});

export const requestQuote = defineCall({
  name: 'requestQuote',
  method: 'POST',
  path: '/webapi/my-orders',
  access: { ...signedIn, refusesLimitedUser: true },
  encoding: 'form',
  body: quoteRequestForm,
  response: z.object({ success: z.literal(true), id: z.number() }),
  token: { call: quoteRequestToken, field: 'body._token' },
  errors: ['order-state'],
});

const orderParams = z.object({ orderId: recordId });

export const acceptQuoteToken = defineTokenCall('acceptQuoteToken', '/webapi/acceptQuoteToken', 'quote-accept', signedIn);

/** The customer accepts a quote of his until its last valid day; its invoice is issued at once and mailed. */
export const acceptQuote = defineCall({
  name: 'acceptQuote',
  method: 'POST',
  path: '/webapi/order/:orderId/accept',
  access: { ...ownerOrAdmin('own-order', 'orderId'), refusesLimitedUser: true },
  encoding: 'form',
  params: orderParams,
  body: z.object({ purchaseOrder: optionalTextUpTo(60), _token: formToken }),
  response: z.object({ success: z.literal(true), invoiceNumber: z.string() }),
  token: { call: acceptQuoteToken, field: 'body._token' },
  errors: ['order-state', 'quote-expired'],
});

export const declineRenewalToken = defineTokenCall('declineRenewalToken', '/webapi/declineRenewalToken', 'renewal-decline', signedIn);

/** 'Nicht verlängern': the customer declines his open renewal quote, with an optional reason; the reminders stop. */
export const declineRenewal = defineCall({
  name: 'declineRenewal',
  method: 'POST',
  path: '/webapi/order/:orderId/decline',
  access: { ...ownerOrAdmin('own-order', 'orderId'), refusesLimitedUser: true },
  encoding: 'form',
  params: orderParams,
  body: z.object({
    reason: z.pipe(
      z.optional(z.string().check(z.trim(), multiLineCheck, z.maxLength(1000, fieldTexts.tooLong(1000)))),
      z.transform((value) => value || undefined),
    ),
    _token: formToken,
  }),
  response: successAnswer,
  token: { call: declineRenewalToken, field: 'body._token' },
  errors: ['order-state'],
});

// --- The back-office's 'Bestellungen' ----------------------------------------------------------

export const orderSortFields = ['id', 'state', 'edition', 'createdAt', 'validUntil'] as const;

export const orderListQuery = z.extend(sortedPageQuery(orderSortFields), {
  state: z.optional(z.enum(orderStates)),
  q: z.optional(oneLineText(z.maxLength(200))),
});

export type OrderListQuery = z.infer<typeof orderListQuery>;

export const listOrders = defineCall({
  name: 'listOrders',
  method: 'GET',
  path: '/webapi/orders',
  access: adminOnly,
  encoding: 'none',
  query: orderListQuery,
  response: z.object({ total: z.number(), orders: z.array(order) }),
});

export const exportOrders = defineCall({
  name: 'exportOrders',
  method: 'GET',
  path: '/webapi/orders-export',
  access: adminOnly,
  encoding: 'none',
  query: orderListQuery,
  response: z.string(),
  answerMediaType: 'text/csv',
});

export const getOrder = defineCall({
  name: 'getOrder',
  method: 'GET',
  path: '/webapi/order/:orderId',
  access: adminOnly,
  encoding: 'none',
  params: orderParams,
  response: order,
});

/** The lines the price list proposes for an order, for the quote form to start from. */
export const proposeQuoteLines = defineCall({
  name: 'proposeQuoteLines',
  method: 'GET',
  path: '/webapi/order/:orderId/proposed-lines',
  access: adminOnly,
  encoding: 'none',
  params: orderParams,
  response: z.object({ lines: z.array(orderLine) }),
  errors: ['order-state'],
});

const quoteTerms = {
  lines: z.array(orderLine).check(z.minLength(1, texts.validation.required), z.maxLength(50)),
  discountCents: z.optional(cents),
  discountReason: optionalTextUpTo(100),
};

/** The admin sends the quote: a mail to the billing contact with the quote and a link to accept. */
export const sendQuote = defineCall({
  name: 'sendQuote',
  method: 'POST',
  path: '/webapi/order/:orderId/quote',
  access: adminOnly,
  encoding: 'json',
  params: orderParams,
  body: z.object(quoteTerms),
  response: order,
  errors: ['order-state'],
});

/** An order that came by phone or mail, recorded as accepted. */
export const recordOrder = defineCall({
  name: 'recordOrder',
  method: 'POST',
  path: '/webapi/orders',
  access: adminOnly,
  encoding: 'json',
  body: z.object({
    userId: recordId,
    edition: z.enum(orderEditions, fieldTexts.edition),
    devices: wholeNumber(1, 1000, fieldTexts.devices),
    insightViewers: wholeNumber(0, 1000, fieldTexts.viewers),
    onsiteViewers: wholeNumber(0, 1000, fieldTexts.viewers),
    ...quoteTerms,
    purchaseOrder: optionalTextUpTo(60),
    /** 'Lieferung vor Zahlung': the licence follows the acceptance, not the payment. */
    deliverBeforePayment: z.boolean(),
  }),
  response: order,
  errors: ['order-state'],
});

export const issueOrderInvoice = defineCall({
  name: 'issueOrderInvoice',
  method: 'POST',
  path: '/webapi/order/:orderId/invoice',
  access: adminOnly,
  encoding: 'json',
  params: orderParams,
  body: z.object({}),
  response: z.object({ success: z.literal(true), invoiceNumber: z.string() }),
  errors: ['order-state'],
});

export const cancelOrder = defineCall({
  name: 'cancelOrder',
  method: 'POST',
  path: '/webapi/order/:orderId/cancel',
  access: adminOnly,
  encoding: 'json',
  params: orderParams,
  body: z.object({}),
  response: order,
  errors: ['order-state'],
});

// --- 'Preise' ----------------------------------------------------------------------------------

export const price = z.object({
  id: z.number(),
  item: z.enum(priceItems),
  netCents: z.number(),
  validFrom: z.string(),
  setBy: z.nullable(z.string()),
});

export const listPrices = defineCall({
  name: 'listPrices',
  method: 'GET',
  path: '/webapi/prices',
  access: adminOnly,
  encoding: 'none',
  response: z.object({ current: z.array(price), history: z.array(price) }),
});

export const setPrice = defineCall({
  name: 'setPrice',
  method: 'POST',
  path: '/webapi/prices',
  access: adminOnly,
  encoding: 'json',
  body: z.object({ item: z.enum(priceItems), netCents: cents }),
  response: successAnswer,
});

// --- Invoices ----------------------------------------------------------------------------------

export const invoiceFormats = ['pdf', 'xml'] as const;

export const invoice = z.object({
  id: z.number(),
  number: z.string(),
  kind: z.enum(['invoice', 'cancellation']),
  orderId: z.number(),
  userId: z.nullable(z.number()),
  buyerCompany: z.string(),
  billingEmail: z.string(),
  issueDate: z.string(),
  dueDate: z.nullable(z.string()),
  netCents: z.number(),
  vatCents: z.number(),
  grossCents: z.number(),
  paidOn: z.nullable(z.string()),
  /** The number of the Stornorechnung that cancels it, or of the invoice a Stornorechnung cancels. */
  cancelledBy: z.nullable(z.string()),
  cancels: z.nullable(z.string()),
  /** The Zahlungserinnerungen sent for it (decision 062): level 1 after 7 days past due, level 2 after 21. */
  reminders: z.array(z.object({ level: z.union([z.literal(1), z.literal(2)]), sentAt: z.string() })),
});
export type Invoice = z.infer<typeof invoice>;

export const listMyInvoices = defineCall({
  name: 'listMyInvoices',
  method: 'GET',
  path: '/webapi/my-invoices',
  access: signedIn,
  encoding: 'none',
  response: z.object({ invoices: z.array(invoice) }),
});

export const downloadInvoice = defineCall({
  name: 'downloadInvoice',
  method: 'GET',
  path: '/webapi/invoice/:invoiceId/:format',
  access: ownerOrAdmin('own-invoice', 'invoiceId'),
  encoding: 'none',
  params: z.object({ invoiceId: recordId, format: z.enum(invoiceFormats) }),
  response: z.string(),
  answerMediaType: 'application/*',
});

export const invoiceStatuses = ['open', 'overdue', 'paid', 'cancelled'] as const;

export const invoiceListQuery = z.extend(sortedPageQuery(['id', 'number', 'issueDate', 'dueDate', 'grossCents'] as const), {
  status: z.optional(z.enum(invoiceStatuses)),
  q: z.optional(oneLineText(z.maxLength(200))),
});

export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;

export const listInvoices = defineCall({
  name: 'listInvoices',
  method: 'GET',
  path: '/webapi/invoices',
  access: adminOnly,
  encoding: 'none',
  query: invoiceListQuery,
  response: z.object({ total: z.number(), invoices: z.array(invoice) }),
});

export const exportInvoices = defineCall({
  name: 'exportInvoices',
  method: 'GET',
  path: '/webapi/invoices-export',
  access: adminOnly,
  encoding: 'none',
  query: invoiceListQuery,
  response: z.string(),
  answerMediaType: 'text/csv',
});

/** Per month of issue, the gross sums of its invoices by where they stand today (cents). */
export const invoiceMonth = z.object({
  /** YYYY-MM. */
  month: z.string(),
  invoicedCents: z.number(),
  paidCents: z.number(),
  openCents: z.number(),
  overdueCents: z.number(),
  cancelledCents: z.number(),
});
export type InvoiceMonth = z.infer<typeof invoiceMonth>;

/** 'Rechnungen': the last 12 months, newest first, each with what was invoiced and what is paid, open, overdue or cancelled of it. */
export const listInvoiceMonths = defineCall({
  name: 'listInvoiceMonths',
  method: 'GET',
  path: '/webapi/invoice-months',
  access: adminOnly,
  encoding: 'none',
  response: z.object({ months: z.array(invoiceMonth) }),
});

export const markInvoicePaid = defineCall({
  name: 'markInvoicePaid',
  method: 'POST',
  path: '/webapi/invoice/:invoiceId/paid',
  access: adminOnly,
  encoding: 'json',
  params: z.object({ invoiceId: recordId }),
  body: z.object({ paidOn: z.iso.date(fieldTexts.date) }),
  response: successAnswer,
  errors: ['order-state'],
});

/** A Stornorechnung for the invoice, mailed like an invoice; the order is cancelled. */
export const cancelInvoice = defineCall({
  name: 'cancelInvoice',
  method: 'POST',
  path: '/webapi/invoice/:invoiceId/cancel',
  access: adminOnly,
  encoding: 'json',
  params: z.object({ invoiceId: recordId }),
  body: z.object({}),
  response: z.object({ success: z.literal(true), invoiceNumber: z.string() }),
  errors: ['order-state'],
});
