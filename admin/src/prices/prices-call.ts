import { orderCalls, type ApiClient } from '@bfsm/api-adapter';

/** The prices and their history on 'Preise' (PricePage.tsx): also made early when the back-office opens there (screens.ts). */
export const askPrices = (client: ApiClient) => client.call(orderCalls.listPrices, {});
