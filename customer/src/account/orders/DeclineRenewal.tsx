import { useState } from 'preact/hooks';
import { orderCalls, type Order } from '@bfsm/api-adapter';
import { germanDate } from '../../dates/german-date';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { FieldLabel } from '../../forms/FieldLabel';
import { useServices } from '../../services/services';
import { asApiError } from '../../services/use-load';
import { ordersTexts } from './orders-texts';

const t = ordersTexts.renewal;

/**
 * 'Nicht verlängern' beside an open renewal quote (decision 066): asks once more, with a field for
 * the reason, then declines it; the reminders stop and the list shows it as declined.
 */
export function DeclineRenewal({ order, onDeclined }: { order: Order; onDeclined: () => void }) {
  const { client } = useServices();
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function decline() {
    setBusy(true);
    setError(undefined);
    try {
      await client.call(orderCalls.declineRenewal, { params: { orderId: order.id }, body: { reason: reason.trim() } });
      setConfirming(false);
      onDeclined();
    } catch (failure) {
      setConfirming(false);
      setError(asApiError(failure).message);
    } finally {
      setBusy(false);
    }
  }

  const id = `order-${order.id}-decline-reason`;
  return (
    <>
      <div class="form__actions">
        <button type="button" class="button" disabled={busy} onClick={() => setConfirming(true)}>
          {t.decline}
        </button>
      </div>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <ConfirmDialog
        open={confirming}
        title={t.declineTitle}
        confirmLabel={t.declineConfirm}
        onConfirm={() => void decline()}
        onClose={() => setConfirming(false)}
        busy={busy}
      >
        <p>{t.declineText(germanDate(order.renewsLicenceEnd ?? ''))}</p>
        <div class="form__field">
          <FieldLabel htmlFor={id}>{t.reason}</FieldLabel>
          <textarea
            id={id}
            rows={3}
            maxLength={1000}
            value={reason}
            disabled={busy}
            onInput={(event) => setReason((event.currentTarget as HTMLTextAreaElement).value)}
          />
        </div>
      </ConfirmDialog>
    </>
  );
}
