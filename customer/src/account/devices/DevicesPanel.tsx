import { useState } from 'preact/hooks';
import { deviceCalls, rules, texts, type ActivatedDevice, type ActivatedDevices } from '@bfsm/api-adapter';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { useServices } from '../../services/services';
import { asApiError } from '../../services/use-load';
import { useReloadableLoad } from '../../services/use-reloadable-load';
import { customerTexts } from '../../texts';
import { DeviceItem, type DeviceAction } from './DeviceItem';
import { ReplacedDevices } from './ReplacedDevices';
import { DeviceFileForm } from './DeviceFileForm';
import { downloadLicenseFile, requestedDevice } from './offline-activation';
import { germanDateTime } from '../../dates/german-date-time';
import { accountTexts } from '../account-texts';

const t = accountTexts.devices;

/** The confirmation each action asks for. */
const dialog = {
  request: { title: t.requestTitle, confirm: t.request, text: t.requestText(rules.deactivationWaitDays) },
  admin: { title: texts.devices.adminDeactivationDialog, confirm: t.adminConfirm, text: t.adminText },
  replace: { title: t.replaceTitle, confirm: t.replace, text: t.replaceText },
};

/** How many times 'Gerät ersetzen' is left this licence year; beyond, the usual deactivation with its wait (decision 045). */
function replacementText(replacements: ActivatedDevices['replacements'], asAdmin: boolean): string {
  if (asAdmin) return t.replacementsAdmin(replacements.used, replacements.per_year);
  return replacements.left > 0
    ? t.replacementsLeft(replacements.left, replacements.per_year)
    : t.replacementsUsedUp(replacements.per_year, rules.deactivationWaitDays);
}

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
  const [asking, setAsking] = useState<{ action: Exclude<DeviceAction, 'cancel'>; device: ActivatedDevice }>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  /** Sends one change, then loads the list again; a refusal shows in the panel's alert. */
  async function run(change: () => Promise<unknown>) {
    setBusy(true);
    setFailure(undefined);
    try {
      await change();
    } catch (error) {
      setFailure(asApiError(error).message);
    }
    setAsking(undefined);
    await reload();
    setBusy(false);
  }

  function send(action: DeviceAction, device: ActivatedDevice) {
    const params = { deviceId: device.id };
    return run(() => {
      if (action === 'cancel') return client.call(deviceCalls.cancelDeviceDeactivation, { params });
      if (action === 'replace') return client.call(deviceCalls.replaceDevice, { params });
      return client.call(deviceCalls.requestDeviceDeactivation, { params, body: { isAdmin: action === 'admin' } });
    });
  }

  function act(action: DeviceAction, device: ActivatedDevice) {
    if (action === 'cancel') void send(action, device);
    else setAsking({ action, device });
  }

  return (
    <section id="geraete" class="card" aria-labelledby="devices-heading">
      <h2 id="devices-heading">{t.heading}</h2>
      {state.status === 'loading' && <p class="loading-hint">{customerTexts.loading}</p>}
      {state.status === 'failed' && <ErrorAlert>{state.error.message}</ErrorAlert>}
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      {state.status === 'ready' && (
        <>
          <p>{texts.devices.count(state.data.activated_devices, state.data.maximum_allowed_devices)}</p>
          <p>{replacementText(state.data.replacements, asAdmin)}</p>
          {asAdmin && state.data.replacements.used > 0 && (
            <button
              type="button"
              class="button"
              disabled={busy}
              onClick={() => void run(() => client.call(deviceCalls.giveBackDeviceReplacement, { params: { userId } }))}
            >
              {t.giveBack}
            </button>
          )}
          {state.data.devices.length > 0 && (
            <ul class="device-list">
              {state.data.devices.map((device) => (
                <DeviceItem
                  key={device.id}
                  device={device}
                  asAdmin={asAdmin}
                  busy={busy}
                  canReplace={asAdmin || state.data.replacements.left > 0}
                  onAction={act}
                />
              ))}
            </ul>
          )}
          <ReplacedDevices devices={state.data.replaced_devices} />
          <DeviceFileForm
            id="offline-activation"
            heading={t.offlineHeading}
            intro={t.offlineIntro}
            label={t.offlineLabel}
            submitLabel={t.offlineSubmit}
            schema={deviceCalls.activateOffline.body}
            field="request"
            preview={(text) => {
              const device = requestedDevice(text);
              return device && t.offlinePreview(device.name, device.fingerprint);
            }}
            onSubmit={async (request) => {
              const answer = await client.call(deviceCalls.activateOffline, { params: { userId }, body: { request } });
              downloadLicenseFile(answer.licenseFile, answer.fileName);
              await reload();
              return t.offlineDone(answer.deviceName, answer.fileName, germanDateTime(answer.validUntil));
            }}
          />
          <p>
            {state.data.offline_license_days > rules.deactivationWaitDays
              ? t.offlinePeriodLonger(state.data.offline_license_days)
              : t.offlinePeriod(state.data.offline_license_days)}
          </p>
          <DeviceFileForm
            id="deactivation-proof"
            heading={t.proofHeading}
            intro={t.proofIntro}
            label={t.proofLabel}
            submitLabel={t.proofSubmit}
            schema={deviceCalls.submitDeactivationProof.body}
            field="proof"
            onSubmit={async (proof) => {
              const answer = await client.call(deviceCalls.submitDeactivationProof, { params: { userId }, body: { proof } });
              await reload();
              return t.proofAccepted(answer.device);
            }}
          />
        </>
      )}
      <ConfirmDialog
        open={asking !== undefined}
        title={asking ? dialog[asking.action].title : ''}
        confirmLabel={asking ? dialog[asking.action].confirm : ''}
        busy={busy}
        onConfirm={() => asking && void send(asking.action, asking.device)}
        onClose={() => setAsking(undefined)}
      >
        <p>
          {asking && <strong>{asking.device.name}: </strong>}
          {asking && dialog[asking.action].text}
        </p>
      </ConfirmDialog>
    </section>
  );
}
