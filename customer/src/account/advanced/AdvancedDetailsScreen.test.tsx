import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { failure, ok, userInfoFixture, type FakeRoutes, activatedDevicesFixture } from '@bfsm/api-adapter/testing';
import { renderWithServices } from '../../testing/render-with-services';
import AdvancedDetailsScreen from './AdvancedDetailsScreen';

const customer: FakeRoutes = {
  getUserSecurity: ok({ lockedUntil: null, secondFactorEnabled: false }),
  listAuditEvents: ok({ total: 0, events: [] }),
  secondFactorToken: ok({ token: 'sf-token' }),
  getUserInfo: ok(userInfoFixture({ id: 15, email: 'kunde@example.test', loggedInApp: true })),
  listSentNotifications: ok(['15.01.2026, 17:45 Uhr – Ihre Testphase endet bald', '10.01.2026, 09:00 Uhr – Willkommen']),
  listIssuedLicenses: ok([
    { id: 9, date: '2026-03-02' },
    { id: 4, date: '2026-03-01' },
  ]),
  getActivatedDevices: ok(activatedDevicesFixture()),
};

function renderAdvanced(routes: FakeRoutes, userId: string | null = '15') {
  const id = userId ?? undefined;
  return renderWithServices(<AdvancedDetailsScreen params={{ userId: id }} query={{}} />, {
    routes: { ...customer, ...routes },
    address: id ? `/account/advanced-details/${id}` : '/account/advanced-details',
  });
}

const licenceChange = {
  id: 3,
  occurredAt: '2026-11-20T09:15:00.000Z',
  actorId: 1,
  actorEmail: 'chefin@example.test',
  subjectId: 15,
  subjectEmail: 'kunde@example.test',
  address: '10.0.0.8',
  kind: 'license-changed',
  before: { licenseType: 1, licenseExpiration: '2026-11-27' },
  after: { licenseType: 3, licenseExpiration: '2027-03-31' },
};

describe('AdvancedDetailsScreen', () => {
  it('shows the user’s timeline with de-DE times and the values before and after', async () => {
    const { server } = renderAdvanced({ listAuditEvents: ok({ total: 1, events: [licenceChange] }) });
    const row = (await screen.findByText('Lizenz geändert')).closest('tr') as HTMLElement;
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '20.11.2026, 10:15 Uhr',
      'Lizenz geändert',
      'chefin@example.test',
      '10.0.0.8',
      'licenseType: 1 → 3; licenseExpiration: 27.11.2026 → 31.03.2027',
    ]);
    expect(server.requests.find((request) => request.call === 'listAuditEvents')?.url).toBe(
      '/webapi/admin/audit-events?userId=15&page=1&perPage=20',
    );
  });

  it('shows a lock of the sign-in throttle and lifts it', async () => {
    let locked = true;
    const { server } = renderAdvanced({
      getUserSecurity: () => ok({ lockedUntil: locked ? '2026-11-22T10:30:00.000Z' : null, secondFactorEnabled: true }),
      unlockSignIn: () => {
        locked = false;
        return ok({ success: true });
      },
    });
    expect(await screen.findByText('Durch zu viele Fehlversuche gesperrt bis 22.11.2026, 11:30 Uhr.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sperre aufheben' }));
    expect(await screen.findByText('Die Sperre ist aufgehoben.')).toBeTruthy();
    expect(await screen.findByText('Nicht gesperrt.')).toBeTruthy();
    expect(server.requests.find((request) => request.call === 'unlockSignIn')).toMatchObject({
      method: 'POST',
      url: '/webapi/admin/user-security/15/unlock',
      body: '_token=sf-token',
    });
  });

  it('shows an admin whether the user signed in in the app, the notifications sent and the licences issued', async () => {
    renderAdvanced({});
    expect(await screen.findByText('Hat sich in der Desktop-App angemeldet.')).toBeTruthy();
    expect(screen.getByText('Angaben zu kunde@example.test.')).toBeTruthy();
    const notifications = screen.getByRole('heading', { name: 'Gesendete Benachrichtigungen' }).closest('section') as HTMLElement;
    expect([...notifications.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      '15.01.2026, 17:45 Uhr – Ihre Testphase endet bald',
      '10.01.2026, 09:00 Uhr – Willkommen',
    ]);
    const licenses = screen.getByRole('heading', { name: 'Ausgestellte Lizenzen' }).closest('section') as HTMLElement;
    expect([...licenses.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['02.03.2026', '01.03.2026']);
  });

  it('says when nothing was sent or issued and the user has not used the app', async () => {
    renderAdvanced({
      getUserInfo: ok(userInfoFixture({ id: 15, loggedInApp: false })),
      listSentNotifications: ok([]),
      listIssuedLicenses: ok([]),
    });
    expect(await screen.findByText('Noch keine Nachrichten gesendet')).toBeTruthy();
    expect(screen.getByText('Noch keine Lizenzen ausgestellt.')).toBeTruthy();
    expect(screen.getByText('Hat sich noch nicht in der Desktop-App angemeldet.')).toBeTruthy();
  });

  it('asks about the own account when no user is named', async () => {
    const { server } = renderAdvanced({ getUserInfo: ok(userInfoFixture({ id: 15 })) }, null);
    await screen.findByText('02.03.2026');
    expect(server.requests.map((request) => request.url)).toEqual([
      '/webapi/userinfo',
      '/webapi/sentNotifications/15',
      '/webapi/issued-licenses/15',
    ]);
  });

  it("shows the server's refusal to a non-admin", async () => {
    renderAdvanced({ listSentNotifications: failure('forbidden', 'Dafür fehlen Ihnen die Rechte.') });
    expect((await screen.findByRole('alert')).textContent).toBe('Dafür fehlen Ihnen die Rechte.');
    expect(screen.queryByRole('heading', { name: 'Gesendete Benachrichtigungen' })).toBeNull();
  });

  it('treats a non-numeric user id as an unknown page', async () => {
    const { server } = renderAdvanced({}, 'x');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Seite nicht gefunden');
    expect(server.requests).toHaveLength(0);
  });

  it('lets the admin allow a longer offline period, at most 30 days, and reloads the timeline', async () => {
    const { server } = renderAdvanced({ setOfflineLicenseDays: ok({ success: true }) });
    const field = await screen.findByLabelText('Gültigkeit offline aktivierter Lizenzdateien (Tage)');
    expect((field as HTMLInputElement).value).toBe('4');
    fireEvent.input(field, { target: { value: '31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Offline-Zeitraum speichern' }));
    expect(await screen.findByText('Bitte geben Sie eine ganze Zahl von 4 bis 30 ein.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(server.requests.some((request) => request.call === 'setOfflineLicenseDays')).toBe(false);
    fireEvent.input(field, { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Offline-Zeitraum speichern' }));
    const panel = screen.getByRole('region', { name: 'Offline-Zeitraum' });
    await waitFor(() => expect(within(panel).getByRole('status').textContent).toBe('Der Offline-Zeitraum ist gespeichert.'));
    expect(server.requests.find((request) => request.call === 'setOfflineLicenseDays')?.body).toBe('{"days":30}');
    await waitFor(() => expect(server.requests.filter((request) => request.call === 'listAuditEvents').length).toBeGreaterThan(1));
  });
});
