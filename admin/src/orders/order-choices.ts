import { orderCalls } from '@bfsm/api-adapter';

/** The states of an order as react-admin choices, named by their German message. */
export const orderStateChoices = orderCalls.orderStates.map((state) => ({ id: state, name: `resources.orders.state.${state}` }));

export const orderEditionChoices = orderCalls.orderEditions.map((edition) => ({
  id: edition,
  name: `resources.orders.edition.${edition}`,
}));

export const invoiceStatusChoices = orderCalls.invoiceStatuses.map((status) => ({
  id: status,
  name: `resources.invoices.status.${status}`,
}));

export const invoiceKindChoices = [
  { id: 'invoice', name: 'resources.invoices.kind.invoice' },
  { id: 'cancellation', name: 'resources.invoices.kind.cancellation' },
];
