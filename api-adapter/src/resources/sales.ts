import type { ApiClient } from '../client/create-client.js';
import { buildPath } from '../contract/paths.js';
import * as orderCalls from '../contract/orders.js';
import type { Invoice, Order, OrderEdition } from '../contract/orders.js';
import { formText, sortedPage, type FormValues, type ListAnswer, type ListQuery, type RecordId, type ResourceAdapter } from './adapter.js';

type Filter = Record<string, unknown>;

const notAvailable = (what: string) => () => Promise.reject(new Error(`Die Aktion „${what}“ ist hier nicht verfügbar.`));

const oneOf = <T extends string>(value: unknown, choices: readonly T[]): T | undefined =>
  (choices as readonly unknown[]).includes(value) ? (value as T) : undefined;

const searchTerm = (value: unknown) => formText(value).trim() || undefined;

/** The orders list's filter (Stand, Suche) as listOrders and exportOrders take it. */
export function orderView(query: ListQuery<Filter>) {
  return {
    ...sortedPage(query, orderCalls.orderSortFields),
    state: oneOf(query.filter.state, orderCalls.orderStates),
    q: searchTerm(query.filter.q),
  };
}

const invoiceSortFields = ['id', 'number', 'issueDate', 'dueDate', 'grossCents'] as const;

/** The invoices list's filter (Stand, Suche) as listInvoices and exportInvoices take it. */
export function invoiceView(query: ListQuery<Filter>) {
  return {
    ...sortedPage(query, invoiceSortFields),
    status: oneOf(query.filter.status, orderCalls.invoiceStatuses),
    q: searchTerm(query.filter.q),
  };
}

/** A CSV download address of the list's whole view: the server streams every row of it. */
export function exportAddress(path: string, view: Record<string, unknown>): string {
  const entries = Object.entries(view)
    .filter(([key, value]) => value !== undefined && key !== 'page' && key !== 'perPage')
    .map(([key, value]): [string, string] => [key, String(value)]);
  const query = new URLSearchParams(entries).toString();
  return `${buildPath(path)}${query ? `?${query}` : ''}`;
}

/** The 'Bestellung erfassen' form's values (amounts already in cents) as recordOrder's body. */
export function recordedOrderBody(values: FormValues) {
  const lines = (Array.isArray(values.lines) ? values.lines : []) as FormValues[];
  return {
    userId: Number(values.userId),
    edition: values.edition as OrderEdition,
    devices: Number(values.devices),
    insightViewers: Number(values.insightViewers ?? 0),
    onsiteViewers: Number(values.onsiteViewers ?? 0),
    lines: lines.map((line) => ({
      description: formText(line.description),
      quantity: Number(line.quantity),
      unitNetPriceCents: Number(line.unitNetPriceCents),
    })),
    ...(values.discountCents ? { discountCents: Number(values.discountCents) } : {}),
    discountReason: formText(values.discountReason) || undefined,
    purchaseOrder: formText(values.purchaseOrder) || undefined,
    deliverBeforePayment: values.deliverBeforePayment === true,
  };
}

/** 'Bestellungen': listed, read, and recorded by phone or mail (the form sends cents already). */
export function ordersAdapter(client: ApiClient): Required<ResourceAdapter> {
  const read = (id: RecordId) => client.call(orderCalls.getOrder, { params: { orderId: Number(id) } });
  return {
    async getList(query: ListQuery<Filter>): Promise<ListAnswer<Order>> {
      const answer = await client.call(orderCalls.listOrders, { query: orderView(query) });
      return { data: answer.orders, total: answer.total };
    },
    getOne: read,
    async create(values: FormValues): Promise<Order> {
      return client.call(orderCalls.recordOrder, { body: recordedOrderBody(values) });
    },
    update: notAvailable('Bearbeiten'),
    delete: notAvailable('Löschen'),
  };
}

/** 'Rechnungen': the list; payment and cancellation are calls of their own (invoice-actions). */
export function invoicesAdapter(client: ApiClient): Required<ResourceAdapter> {
  return {
    async getList(query: ListQuery<Filter>): Promise<ListAnswer<Invoice>> {
      const answer = await client.call(orderCalls.listInvoices, { query: invoiceView(query) });
      return { data: answer.invoices, total: answer.total };
    },
    getOne: notAvailable('Anzeigen'),
    create: notAvailable('Erstellen'),
    update: notAvailable('Bearbeiten'),
    delete: notAvailable('Löschen'),
  };
}
