import { useState } from 'preact/hooks';
import { orderCalls, type BillingDetails } from '@bfsm/api-adapter';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { useServices } from '../../services/services';
import { useLoad } from '../../services/use-load';
import { useReloadableLoad } from '../../services/use-reloadable-load';
import { customerTexts } from '../../texts';
import { useAccountView } from '../account-view';
import { BillingDetailsForm } from './BillingDetailsForm';
import { MyOrders } from './MyOrders';
import { ordersTexts } from './orders-texts';
import { QuoteRequestForm } from './QuoteRequestForm';

/**
 * The Jahres-Abo's order screens below its offer, loaded with their own chunk: Rechnungsdaten,
 * 'Angebot anfordern', the requests and quotes. The quote mail links here; the invoices have
 * their own tab, 'Rechnungen'.
 */
export default function OrdersSection() {
  const { client } = useServices();
  const { user } = useAccountView();
  const billing = useLoad(
    (signal) => client.call(orderCalls.getBillingDetails, { params: { userId: user.id } }, { signal }),
    [client, user.id],
  );
  const [savedBilling, setSavedBilling] = useState<BillingDetails>();
  const { state: lists, reload } = useReloadableLoad(
    async (signal) => {
      const { orders } = await client.call(orderCalls.listMyOrders, {}, { signal });
      return { orders };
    },
    [client],
  );
  const [accepted, setAccepted] = useState<string>();
  const [declined, setDeclined] = useState(false);

  const hasBillingDetails = Boolean(savedBilling ?? (billing.status === 'ready' && billing.data.billingDetails));

  return (
    <>
      <div class="card">
        {billing.status === 'loading' && <p class="loading-hint">{customerTexts.loading}</p>}
        {billing.status === 'failed' && <ErrorAlert>{billing.error.message}</ErrorAlert>}
        {billing.status === 'ready' && (
          <BillingDetailsForm
            userId={user.id}
            saved={billing.data.billingDetails}
            euCountries={billing.data.euCountries}
            onSaved={setSavedBilling}
          />
        )}
      </div>

      <div class="card">
        <QuoteRequestForm hasBillingDetails={hasBillingDetails} onSent={() => void reload()} />
      </div>

      <section class="card" aria-labelledby="my-orders-heading">
        <h2 id="my-orders-heading">{ordersTexts.orders.heading}</h2>
        <div role="status">
          {accepted && <p class="alert alert--success">{ordersTexts.orders.accepted(accepted)}</p>}
          {declined && <p class="alert alert--success">{ordersTexts.renewal.declinedDone}</p>}
        </div>
        {lists.status === 'loading' && <p class="loading-hint">{customerTexts.loading}</p>}
        {lists.status === 'failed' && <ErrorAlert>{lists.error.message}</ErrorAlert>}
        {lists.status === 'ready' && (
          <MyOrders
            orders={lists.data.orders}
            onAccepted={(invoiceNumber) => {
              setAccepted(invoiceNumber);
              void reload();
            }}
            onDeclined={() => {
              setDeclined(true);
              void reload();
            }}
          />
        )}
      </section>
    </>
  );
}
