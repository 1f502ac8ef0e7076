import { useState } from 'preact/hooks';
import { deviceCalls, rules, texts, type ActivatedDevice } from '@bfsm/api-adapter';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { useServices } from '../../services/services';
import { asApiError } from '../../services/use-load';
import { useReloadableLoad } from '../../services/use-reloadable-load';
import { customerTexts } from '../../texts';
import { DeviceItem, type DeviceAction } from './DeviceItem';
import { accountTexts } from '../account-texts';

const t = accountTexts.devices;

interface Props {
  userId: number;
  /** The viewer is an admin: 'Admin-Deaktivierung' frees a slot at once. */
  asAdmin: boolean;
}

/**
 * The activated devices of a user (README, 'The account area'). A request waits for a confirmation
 * in a dialog and can be taken back; after every action the list is loaded again.
 */
export function DevicesPanel({ userId, asAdmin }: Props) {
  const { client } = useServices();
  const { state, reload } = useReloadableLoad(
    (signal) => client.call(deviceCalls.getActivatedDevices, { params: { userId } }, { signal }),
    [client, userId],
  );
  const [asking, setAsking] = useState<{ action: 'request' | 'admin'; device: ActivatedDevice }>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function run(action: DeviceAction, device: ActivatedDevice) {
    setBusy(true);
    setFailure(undefined);
    try {
      const params = { deviceId: device.id };
      if (action === 'cancel') await client.call(deviceCalls.cancelDeviceDeactivation, { params });
      else await client.call(deviceCalls.requestDeviceDeactivation, { params, body: { isAdmin: action === 'admin' } });
    } catch (error) {
      setFailure(asApiError(error).message);
    }
    setAsking(undefined);
    await reload();
    setBusy(false);
  }

  function act(action: DeviceAction, device: ActivatedDevice) {
    if (action === 'cancel') void run(action, device);
    else setAsking({ action, device });
  }

  return (
    <section class="card" aria-labelledby="devices-heading">
      <h2 id="devices-heading">{t.heading}</h2>
      {state.status === 'loading' && <p class="loading-hint">{customerTexts.loading}</p>}
      {state.status === 'failed' && <ErrorAlert>{state.error.message}</ErrorAlert>}
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      {state.status === 'ready' && (
        <>
          <p>{texts.devices.count(state.data.activated_devices, state.data.maximum_allowed_devices)}</p>
          {state.data.devices.length > 0 && (
            <ul class="device-list">
              {state.data.devices.map((device) => (
                <DeviceItem key={device.id} device={device} asAdmin={asAdmin} busy={busy} onAction={act} />
              ))}
            </ul>
          )}
        </>
      )}
      <ConfirmDialog
        open={asking !== undefined}
        title={asking?.action === 'admin' ? texts.devices.adminDeactivationDialog : t.requestTitle}
        confirmLabel={asking?.action === 'admin' ? t.adminConfirm : t.request}
        busy={busy}
        onConfirm={() => asking && void run(asking.action, asking.device)}
        onClose={() => setAsking(undefined)}
      >
        <p>
          {asking && <strong>{asking.device.name}: </strong>}
          {asking?.action === 'admin' ? t.adminText : t.requestText(rules.deactivationWaitDays)}
        </p>
      </ConfirmDialog>
    </section>
  );
}
