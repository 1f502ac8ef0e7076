import { orderCalls } from '@bfsm/api-adapter';
import type { RouteScreenProps } from '../../app/routes';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { useServices } from '../../services/services';
import { useLoad } from '../../services/use-load';
import { customerTexts } from '../../texts';
import { AccountLayout } from '../AccountLayout';
import { MyInvoices } from '../orders/MyInvoices';
import { ordersTexts } from '../orders/orders-texts';

/** /account/invoices: the account's invoices and Stornorechnungen, each with its PDF and XML; the invoice mails link here. */
export default function InvoicesScreen(_props: RouteScreenProps) {
  return (
    <AccountLayout active="invoices" userId={undefined}>
      <div class="account-sections">
        <h1>{ordersTexts.invoices.heading}</h1>
        <Invoices />
      </div>
    </AccountLayout>
  );
}

function Invoices() {
  const { client } = useServices();
  const invoices = useLoad((signal) => client.call(orderCalls.listMyInvoices, {}, { signal }), [client]);
  if (invoices.status === 'loading') return <p class="loading-hint">{customerTexts.loading}</p>;
  if (invoices.status === 'failed') return <ErrorAlert>{invoices.error.message}</ErrorAlert>;
  return <MyInvoices invoices={invoices.data.invoices} />;
}
