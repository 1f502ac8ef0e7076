import { displayVersion, texts, type ActivatedDevice } from '@bfsm/api-adapter';
import { germanDateTime } from '../../dates/german-date-time';
import { accountTexts } from '../account-texts';

const t = accountTexts.devices;

export type DeviceAction = 'request' | 'cancel' | 'admin' | 'replace';

interface Props {
  device: ActivatedDevice;
  /** Admins also get 'Admin-Deaktivierung'. */
  asAdmin: boolean;
  busy: boolean;
  /** 'Gerät ersetzen' is offered while the licence year has replacements left (always for admins). */
  canReplace: boolean;
  onAction: (action: DeviceAction, device: ActivatedDevice) => void;
}

/** One activated device: when it was first and last seen, its deactivation state, and what can be done about it. */
export function DeviceItem({ device, asAdmin, busy, canReplace, onAction }: Props) {
  const requested = device.deactivation_requested;
  // The server knows when the device's last licence file ends; that is when the slot is free.
  const releaseAt = device.release_at;
  const headingId = `device-${device.id}`;
  return (
    <li class="device">
      <h3 id={headingId} class="device__name">
        {device.name}
      </h3>
      <p class="device__dates">
        {t.firstSeen} {germanDateTime(device.first_seen)}
        <br />
        {t.lastSeen} {germanDateTime(device.last_seen)}
        {device.app_version && (
          <>
            <br />
            {t.version(displayVersion(device.app_version))}
          </>
        )}
      </p>
      {device.offline_until && <p class="device__state">{t.offlineDevice(germanDateTime(device.offline_until))}</p>}
      {requested && (
        <p class="device__state">
          <strong>{texts.devices.deactivationRequested}</strong> {releaseAt && t.freeFrom(germanDateTime(releaseAt))}
        </p>
      )}
      <div class="device__actions">
        {requested ? (
          <button type="button" class="button" disabled={busy} onClick={() => onAction('cancel', device)}>
            {t.cancel}
          </button>
        ) : (
          <button type="button" class="button" disabled={busy} onClick={() => onAction('request', device)}>
            {t.request}
          </button>
        )}
        {canReplace && (
          <button type="button" class="button" disabled={busy} onClick={() => onAction('replace', device)}>
            {t.replace}
          </button>
        )}
        {asAdmin && (
          <button type="button" class="button button--danger" disabled={busy} onClick={() => onAction('admin', device)}>
            {texts.devices.adminDeactivation}
          </button>
        )}
      </div>
    </li>
  );
}
