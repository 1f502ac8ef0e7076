import { useState } from 'preact/hooks';
import { orderCalls, type Order } from '@bfsm/api-adapter';
import { germanDate } from '../../dates/german-date';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { TextField } from '../../forms/TextField';
import { useServices } from '../../services/services';
import { asApiError } from '../../services/use-load';
import { euros } from './money';
import { editionLabels, orderStateLabels, ordersTexts } from './orders-texts';
import { DeclineRenewal } from './DeclineRenewal';

const t = ordersTexts.orders;
const r = ordersTexts.renewal;

interface Props {
  orders: readonly Order[];
  /** After an acceptance: the orders and invoices load again. */
  onAccepted: (invoiceNumber: string) => void;
  /** After 'Nicht verlängern': the orders load again. */
  onDeclined: () => void;
}

/** 'Ihre Anfragen und Angebote': each request with its state; a quote with its lines, total, last day and 'Angebot annehmen'. */
export function MyOrders({ orders, onAccepted, onDeclined }: Props) {
  if (!orders.length) return <p>{t.none}</p>;
  return (
    <ul class="order-list">
      {orders.map((order) => (
        <li key={order.id} class="card">
          <OrderEntry order={order} onAccepted={onAccepted} onDeclined={onDeclined} />
        </li>
      ))}
    </ul>
  );
}

function OrderEntry({ order, onAccepted, onDeclined }: Pick<Props, 'onAccepted' | 'onDeclined'> & { order: Order }) {
  const headingId = `order-${order.id}-heading`;
  const renews = order.renewsLicenceEnd;
  return (
    <article aria-labelledby={headingId}>
      <h3 id={headingId}>{renews ? r.title(order.id, editionLabels[order.edition]) : t.title(order.id, editionLabels[order.edition])}</h3>
      <dl class="order-facts">
        <dt>{t.state}</dt>
        <dd>{order.declinedAt ? r.declined(germanDate(order.declinedAt), order.declineReason ?? '') : orderStateLabels[order.state]}</dd>
        {renews ? (
          <>
            <dt>{r.licenceEnd}</dt>
            <dd>{germanDate(renews)}</dd>
            <dt>{r.termStart}</dt>
            <dd>{germanDate(order.termStart ?? nextDay(renews))}</dd>
          </>
        ) : (
          <>
            <dt>{t.requestedOn}</dt>
            <dd>{germanDate(order.createdAt)}</dd>
          </>
        )}
      </dl>
      <p>
        {t.devices(order.devices)}
        {order.edition === 'next' && `, ${t.viewers(order.insightViewers, order.onsiteViewers)}`}
      </p>
      {order.lines && <QuoteLines order={order} />}
      {order.purchaseOrder && (
        <p>
          {t.purchaseOrderShown} {order.purchaseOrder}
        </p>
      )}
      {order.state === 'quoted' && <AcceptQuote order={order} onAccepted={onAccepted} />}
      {order.state === 'quoted' && renews && <DeclineRenewal order={order} onDeclined={onDeclined} />}
    </article>
  );
}

/** The day after a date (YYYY-MM-DD): where a renewal's term begins. */
function nextDay(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

function QuoteLines({ order }: { order: Order }) {
  return (
    <>
      <ul class="order-lines">
        {order.lines?.map((line, index) => (
          <li key={index}>
            {t.line(line.quantity, line.description, euros(line.unitNetPriceCents), euros(line.quantity * line.unitNetPriceCents))}
          </li>
        ))}
        {order.discountCents > 0 && (
          <li>
            {order.discountReason ?? t.discount}: −{euros(order.discountCents)}
          </li>
        )}
      </ul>
      <dl class="order-facts">
        {order.netCents !== null && (
          <>
            <dt>{t.net}</dt>
            <dd>
              {euros(order.netCents)} <span class="form__hint">({t.netHint})</span>
            </dd>
          </>
        )}
        {order.validUntil && order.state === 'quoted' && (
          <>
            <dt>{t.validUntil}</dt>
            <dd>{germanDate(order.validUntil)}</dd>
          </>
        )}
      </dl>
    </>
  );
}

/** The Bestellnummer field and 'Angebot annehmen', which asks once more before it orders. */
function AcceptQuote({ order, onAccepted }: { order: Order; onAccepted: (invoiceNumber: string) => void }) {
  const { client } = useServices();
  const [purchaseOrder, setPurchaseOrder] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function accept() {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await client.call(orderCalls.acceptQuote, {
        params: { orderId: order.id },
        body: { purchaseOrder: purchaseOrder.trim() },
      });
      setConfirming(false);
      onAccepted(answer.invoiceNumber);
    } catch (failure) {
      setConfirming(false);
      setError(asApiError(failure).message);
    } finally {
      setBusy(false);
    }
  }

  const id = `order-${order.id}`;
  return (
    <form
      class="form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        setConfirming(true);
      }}
    >
      <TextField id={`${id}-purchase-order`} label={t.purchaseOrder} value={purchaseOrder} onValue={setPurchaseOrder} disabled={busy} />
      <div class="form__actions">
        <button type="submit" class="button button--primary" disabled={busy}>
          {t.accept}
        </button>
      </div>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <ConfirmDialog
        open={confirming}
        title={t.confirmTitle}
        confirmLabel={t.confirm}
        onConfirm={() => void accept()}
        onClose={() => setConfirming(false)}
        busy={busy}
      >
        <p>{t.confirmText(order.id, euros(order.netCents ?? 0))}</p>
      </ConfirmDialog>
    </form>
  );
}
