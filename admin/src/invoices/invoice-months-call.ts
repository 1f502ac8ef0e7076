import { orderCalls, type ApiClient } from '@bfsm/api-adapter';

/** 'Summen je Monat' beside 'Rechnungen' (InvoiceMonths.tsx): also made early when the back-office opens there (screens.ts). */
export const askInvoiceMonths = (client: ApiClient) => client.call(orderCalls.listInvoiceMonths, {});
