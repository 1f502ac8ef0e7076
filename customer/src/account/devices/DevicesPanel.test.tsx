import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import type { ActivatedDevice } from '@bfsm/api-adapter';
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
  app_version: '4.2.1.0',
};
const requested: ActivatedDevice = {
  id: 32,
  name: 'Laptop',
  first_seen: '2025-02-01T12:00:00.000Z',
  last_seen: '2025-03-05T12:00:00.000Z',
  deactivation_requested: '2025-03-06T12:00:00.000Z',
  release_at: '2025-03-09T12:00:00.000Z',
  app_version: null,
};

/** A fake server whose device list follows the calls made to it. */
function deviceServer(initial: ActivatedDevice[], extra: FakeRoutes = {}) {
  let devices = initial;
  const set = (id: number, change: (device: ActivatedDevice) => ActivatedDevice | undefined) => {
    devices = devices.flatMap((device) =>
      device.id === id ? [change(device)].filter((kept): kept is ActivatedDevice => kept !== undefined) : [device],
    );
    return ok({ success: true as const });
  };
  const routes: FakeRoutes = {
    getActivatedDevices: () => ok({ maximum_allowed_devices: 2, activated_devices: devices.length, devices }),
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
});
