import { screen } from '@testing-library/preact';
import { failure, ok, userInfoFixture, type FakeRoutes } from '@bfsm/api-adapter/testing';
import { renderWithServices } from '../../testing/render-with-services';
import AdvancedDetailsScreen from './AdvancedDetailsScreen';

const customer: FakeRoutes = {
  getUserInfo: ok(userInfoFixture({ id: 15, email: 'kunde@example.test', loggedInApp: true })),
  listSentNotifications: ok(['15.01.2026, 17:45 Uhr – Ihre Testphase endet bald', '10.01.2026, 09:00 Uhr – Willkommen']),
  listIssuedLicenses: ok([
    { id: 9, date: '2026-03-02' },
    { id: 4, date: '2026-03-01' },
  ]),
};

function renderAdvanced(routes: FakeRoutes, userId: string | null = '15') {
  const id = userId ?? undefined;
  return renderWithServices(<AdvancedDetailsScreen params={{ userId: id }} query={{}} />, { routes: { ...customer, ...routes }, address: id ? `/account/advanced-details/${id}` : '/account/advanced-details' });
}

describe('AdvancedDetailsScreen', () => {
  it('shows an admin whether the user signed in in the app, the notifications sent and the licences issued', async () => {
    renderAdvanced({});
    expect(await screen.findByText('Hat sich in der Desktop-App angemeldet.')).toBeTruthy();
    expect(screen.getByText('Angaben zu kunde@example.test.')).toBeTruthy();
    const notifications = screen.getByRole('heading', { name: 'Gesendete Benachrichtigungen' }).closest('section') as HTMLElement;
    expect([...notifications.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['15.01.2026, 17:45 Uhr – Ihre Testphase endet bald', '10.01.2026, 09:00 Uhr – Willkommen']);
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
    expect(server.requests.map((request) => request.url)).toEqual(['/webapi/userinfo', '/webapi/sentNotifications/15', '/webapi/issued-licenses/15']);
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
});
