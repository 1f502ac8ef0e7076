import type { ReplacedDevice } from '@bfsm/api-adapter';
import { germanDateTime } from '../../dates/german-date-time';
import { accountTexts } from '../account-texts';

const t = accountTexts.devices;

/** The licence year's replaced devices, and whether one called the portal since ('ein ersetztes Gerät hat sich gemeldet'). */
export function ReplacedDevices({ devices }: { devices: ReplacedDevice[] }) {
  if (devices.length === 0) return null;
  return (
    <>
      <h3>{t.replacedHeading}</h3>
      <ul class="device-list">
        {devices.map((device) => (
          <li key={device.id} class="device">
            <h4 class="device__name">{device.name}</h4>
            <p class="device__dates">{t.replacedAt(germanDateTime(device.replaced_at))}</p>
            <p class="device__state">
              {device.last_call_at ? (
                <strong>{t.replacedCalled(germanDateTime(device.last_call_at), device.last_call_address ?? '–')}</strong>
              ) : (
                t.replacedQuiet
              )}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
