import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import type { ActivatedDevice, ReplacedDevice } from '@bfsm/api-adapter';
import { failure, ok, type FakeRoutes } from '@bfsm/api-adapter/testing';
import { renderWithServices } from '../../testing/render-with-services';
import { DevicesPanel } from './DevicesPanel';

// Noon UTC: the same calendar day in every time zone a test machine may use.
const active: ActivatedDevice = {
  id: 31,
  name: 'Büro-PC',
  first_seen: '2025-01-02T12:00:00.000Z',
  last_seen: '2025-03-04T12:00:00.000Z',
  deactivation_requested: null,
  release_at: null,
  offline_until: null,
  app_version: '4.2.1.0',
};
const requested: ActivatedDevice = {
  id: 32,
  name: 'Laptop',
  first_seen: '2025-02-01T12:00:00.000Z',
  last_seen: '2025-03-05T12:00:00.000Z',
  deactivation_requested: '2025-03-06T12:00:00.000Z',
  release_at: '2025-03-09T12:00:00.000Z',
  offline_until: null,
  app_version: null,
};

/** A fake server whose device list follows the calls made to it. */
function deviceServer(initial: ActivatedDevice[], extra: FakeRoutes = {}, left = 2) {
  let devices = initial;
  let replaced: ReplacedDevice[] = [];
  const set = (id: number, change: (device: ActivatedDevice) => ActivatedDevice | undefined) => {
    devices = devices.flatMap((device) =>
      device.id === id ? [change(device)].filter((kept): kept is ActivatedDevice => kept !== undefined) : [device],
    );
    return ok({ success: true as const });
  };
  const routes: FakeRoutes = {
    getActivatedDevices: () =>
      ok({
        maximum_allowed_devices: 2,
        activated_devices: devices.length,
        devices,
        replacements: { per_year: 2, used: 2 - left, left },
        replaced_devices: replaced,
        offline_license_days: 4,
      }),
    replaceDevice: () => {
      left -= 1;
      replaced = [
        {
          id: 1,
          name: 'Büro-PC',
          replaced_at: '2025-03-10T12:00:00.000Z',
          last_call_at: '2025-03-11T12:00:00.000Z',
          last_call_address: '203.0.113.9',
        },
      ];
      return set(31, () => undefined);
    },
    requestDeviceDeactivation: () =>
      set(31, (device) => ({ ...device, deactivation_requested: '2025-03-10T12:00:00.000Z', release_at: '2025-03-14T12:00:00.000Z' })),
    cancelDeviceDeactivation: () => set(32, (device) => ({ ...device, deactivation_requested: null, release_at: null })),
    ...extra,
  };
  return routes;
}

function renderPanel(routes: FakeRoutes, asAdmin = false) {
  return renderWithServices(<DevicesPanel userId={7} asAdmin={asAdmin} />, { routes });
}

const item = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('DevicesPanel', () => {
  it('shows the count, and each device with first and last seen in German and the version it reported', async () => {
    renderPanel(deviceServer([active, requested]));
    expect(await screen.findByText('Aktuell sind 2 von 2 Gerät(en) aktiviert.')).toBeTruthy();
    expect(within(item('Büro-PC')).getByText(/Zuerst gesehen: 02\.01\.2025, \d\d:\d\d/)).toBeTruthy();
    expect(within(item('Büro-PC')).getByText(/Zuletzt gesehen: 04\.03\.2025, \d\d:\d\d/)).toBeTruthy();
    expect(within(item('Büro-PC')).getByText(/Version 4\.2\.1$/)).toBeTruthy();
    expect(within(item('Laptop')).queryByText(/Version/)).toBeNull();
  });

  it('marks a requested deactivation with the day the server says its slot becomes free (when the last licence file ends), and takes it back', async () => {
    const { server } = renderPanel(deviceServer([requested]));
    const device = await screen.findByRole('heading', { name: 'Laptop' });
    const entry = device.closest('li') as HTMLElement;
    expect(within(entry).getByText('Deaktivierung beantragt')).toBeTruthy();
    expect(within(entry).getByText(/Der Platz wird am 09\.03\.2025, \d\d:\d\d Uhr frei\./)).toBeTruthy();
    fireEvent.click(within(entry).getByRole('button', { name: 'Deaktivierung zurücknehmen' }));
    await waitFor(() => expect(within(item('Laptop')).queryByText('Deaktivierung beantragt')).toBeNull());
    expect(server.requests.filter((request) => request.url === '/webapi/activated-devices/7')).toHaveLength(2);
  });

  it('asks in a dialog before requesting a deactivation, sends isAdmin false and loads the list again', async () => {
    const { server } = renderPanel(deviceServer([active]));
    const request = await screen.findByRole('button', { name: 'Deaktivierung beantragen' });
    request.focus();
    fireEvent.click(request);
    const dialog = screen.getByRole('dialog', { name: 'Deaktivierung beantragen?' });
    expect(within(dialog).getByText(/spätestens 4 Tage nach dem Antrag/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deaktivierung beantragen' }));
    expect(await within(item('Büro-PC')).findByText('Deaktivierung beantragt')).toBeTruthy();
    expect(server.requests.find((request) => request.method === 'POST')?.body).toBe('{"isAdmin":false}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does nothing when the dialog is cancelled, and gives the focus back to the button', async () => {
    const { server } = renderPanel(deviceServer([active]));
    const request = await screen.findByRole('button', { name: 'Deaktivierung beantragen' });
    request.focus();
    fireEvent.click(request);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(request);
    expect(server.requests.some((sent) => sent.method === 'POST')).toBe(false);
  });

  it("gives admins 'Admin-Deaktivierung' with its own dialog, which removes the device at once", async () => {
    const { server } = renderPanel(deviceServer([active], { requestDeviceDeactivation: ok({ success: true }) }), true);
    fireEvent.click(await screen.findByRole('button', { name: 'Admin-Deaktivierung' }));
    const dialog = screen.getByRole('dialog', { name: 'Deaktivieren dieses Geräts mit Admin-Rechten' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Jetzt deaktivieren' }));
    await waitFor(() => expect(server.requests.filter((request) => request.url === '/webapi/activated-devices/7')).toHaveLength(2));
    expect(server.requests.find((request) => request.method === 'POST')?.body).toBe('{"isAdmin":true}');
  });

  it("shows customers no 'Admin-Deaktivierung'", async () => {
    renderPanel(deviceServer([active]));
    await screen.findByRole('button', { name: 'Deaktivierung beantragen' });
    expect(screen.queryByRole('button', { name: 'Admin-Deaktivierung' })).toBeNull();
  });

  it('shows a refused action in a red alert', async () => {
    renderPanel(deviceServer([requested], { cancelDeviceDeactivation: failure('forbidden', 'Dafür fehlen Ihnen die Rechte.') }));
    fireEvent.click(await screen.findByRole('button', { name: 'Deaktivierung zurücknehmen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Dafür fehlen Ihnen die Rechte.');
  });

  it("'Gerät ersetzen' says how many are left, asks, frees the device at once and shows the replaced device's call", async () => {
    const { server } = renderPanel(deviceServer([active], {}, 1));
    expect(
      await screen.findByText('„Gerät ersetzen“ gibt einen Platz sofort frei, ohne Wartezeit: in diesem Lizenzjahr noch 1 von 2 Mal.'),
    ).toBeTruthy();
    fireEvent.click(within(item('Büro-PC')).getByRole('button', { name: 'Gerät ersetzen' }));
    const dialog = screen.getByRole('dialog', { name: 'Gerät ersetzen?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gerät ersetzen' }));
    expect(await screen.findByRole('heading', { name: 'Ersetzte Geräte' })).toBeTruthy();
    expect(screen.getByText(/Ein ersetztes Gerät hat sich gemeldet: am 11\.03\.2025, \d\d:\d\d Uhr von 203\.0\.113\.9\./)).toBeTruthy();
    expect(server.requests.some((request) => request.method === 'POST' && request.url === '/webapi/replace-activated-device/31')).toBe(
      true,
    );
    // Used up: the usual deactivation remains, and the text says so.
    expect(screen.getByText(/bereits 2-mal genutzt\. Es bleibt die Deaktivierung/)).toBeTruthy();
  });

  it("offers no 'Gerät ersetzen' to a customer whose licence year has none left; admins always, and may give one back", async () => {
    renderPanel(deviceServer([active], { giveBackDeviceReplacement: ok({ success: true }) }, 0));
    await screen.findByRole('button', { name: 'Deaktivierung beantragen' });
    expect(screen.queryByRole('button', { name: 'Gerät ersetzen' })).toBeNull();
    cleanup();
    const { server } = renderPanel(deviceServer([active], { giveBackDeviceReplacement: ok({ success: true }) }, 0), true);
    await screen.findByRole('heading', { name: 'Büro-PC' });
    expect(within(item('Büro-PC')).getByRole('button', { name: 'Gerät ersetzen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Eine Ersetzung zurückgeben' }));
    await waitFor(() => expect(server.requests.some((request) => request.url === '/webapi/device-replacements/7/give-back')).toBe(true));
  });

  it('takes a pasted deactivation proof, says which device is free, and shows a refusal in the server’s words', async () => {
    const { server } = renderPanel(deviceServer([active], { submitDeactivationProof: ok({ device: 'Büro-PC' }) }));
    const field = await screen.findByLabelText('Text des Nachweises');
    fireEvent.click(screen.getByRole('button', { name: 'Nachweis einreichen' }));
    expect(await screen.findByText('Bitte füllen Sie dieses Feld aus.')).toBeTruthy();
    // The live region is in the page before the news, so that screen readers announce it.
    const proofForm = screen.getByRole('form', { name: 'Deaktivierungsnachweis einreichen' });
    expect(within(proofForm).getByRole('status').textContent).toBe('');
    fireEvent.input(field, { target: { value: '{"format":"bfsm-deactivation-v1"}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nachweis einreichen' }));
    await waitFor(() =>
      expect(within(proofForm).getByRole('status').textContent).toBe('„Büro-PC“ ist deaktiviert; sein Platz ist sofort frei.'),
    );
    expect(server.requests.find((request) => request.url === '/webapi/deactivation-proof/7')?.body).toBe(
      JSON.stringify({ proof: '{"format":"bfsm-deactivation-v1"}' }),
    );
  });

  it('shows a refused proof in a red alert', async () => {
    renderPanel(deviceServer([active], { submitDeactivationProof: failure('proof-refused', 'Die Signatur des Nachweises stimmt nicht.') }));
    fireEvent.input(await screen.findByLabelText('Text des Nachweises'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nachweis einreichen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Die Signatur des Nachweises stimmt nicht.');
  });

  it('shows which machine a pasted request activates, then offers its licence file and marks the device as offline', async () => {
    const payload = btoa(JSON.stringify({ deviceName: 'Baustelle', fingerprint: 'abcdef0123456789' }));
    const offline = { ...active, id: 40, name: 'Baustelle', offline_until: '2025-03-14T12:00:00.000Z' };
    const licenseFile = {
      format: 'bfsm-license-v1' as const,
      algorithm: 'Ed25519' as const,
      keyId: 'k',
      payload: 'cA==',
      signature: 'cw==',
    };
    const created: string[] = [];
    URL.createObjectURL = () => 'blob:lizenz';
    URL.revokeObjectURL = () => undefined;
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
      created.push(this.download);
    };
    let activated = false;
    renderPanel(
      deviceServer([], {
        activateOffline: () => {
          activated = true;
          return ok({
            deviceId: 40,
            deviceName: 'Baustelle',
            fileName: 'Baustelle.bfsm-lizenz',
            licenseFile,
            validUntil: '2025-03-14T12:00:00.000Z',
          });
        },
        getActivatedDevices: () =>
          ok({
            maximum_allowed_devices: 1,
            activated_devices: activated ? 1 : 0,
            devices: activated ? [offline] : [],
            replacements: { per_year: 2, used: 0, left: 2 },
            replaced_devices: [],
            offline_license_days: 4,
          }),
      }),
    );
    fireEvent.input(await screen.findByLabelText('Text der Aktivierungsanfrage'), { target: { value: JSON.stringify({ payload }) } });
    expect(screen.getByText('Wird aktiviert: „Baustelle“ (Gerätekennung abcdef01…).')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aktivieren und Lizenzdatei herunterladen' }));
    const activationForm = screen.getByRole('form', { name: 'Gerät offline aktivieren' });
    await waitFor(() =>
      expect(within(activationForm).getByRole('status').textContent).toMatch(
        /^„Baustelle“ ist aktiviert\. Die Lizenzdatei Baustelle\.bfsm-lizenz gilt bis 14\.03\.2025/,
      ),
    );
    expect(created).toEqual(['Baustelle.bfsm-lizenz']);
    expect(within(item('Baustelle')).getByText(/^Offline aktiviert: Lizenzdatei gültig bis 14\.03\.2025/)).toBeTruthy();
  });
});
