import { screen, waitFor } from '@testing-library/preact';
import { adminRole } from '@bfsm/api-adapter';
import { failure, menuInfoFixture, ok, userInfoFixture, type FakeRoutes } from '@bfsm/api-adapter/testing';
import { renderWithServices } from '../../testing/render-with-services';
import DashboardScreen from './DashboardScreen';

function renderDashboard(user: Parameters<typeof userInfoFixture>[0], userId?: string) {
  // The viewer is the user himself, or an admin (id 1) looking at user `userId`.
  const routes: FakeRoutes = userId
    ? {
        getUserInfo: (request) =>
          request.url.endsWith(`/${userId}`)
            ? ok(userInfoFixture({ id: Number(userId), ...user }))
            : ok(userInfoFixture({ id: 1, roles: [adminRole] })),
      }
    : { getUserInfo: ok(userInfoFixture(user)) };
  return renderWithServices(<DashboardScreen params={{ userId }} query={{}} />, {
    withMenu: true,
    address: userId ? `/account/${userId}` : '/account',
    routes: {
      getMenuInfo: ok(
        menuInfoFixture({ menu: { product: 'BFSM', supportEmail: 'hilfe@bfsm.test', helpCenterUrl: 'https://hilfe.bfsm.test' } }),
      ),
      ...routes,
    },
  });
}

describe('DashboardScreen', () => {
  it('welcomes with greeting and last name', async () => {
    renderDashboard({ greeting: 'Herr', lastName: 'Müller' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Willkommen, Herr Müller');
  });

  it.each([[{ greeting: null, lastName: 'Müller' }], [{ greeting: 'Frau', lastName: null }], [{ greeting: '', lastName: '' }]])(
    'welcomes without a name when greeting or last name is missing (%o)',
    async (user) => {
      renderDashboard(user);
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Willkommen');
    },
  );

  it('links to a pending invitation', async () => {
    renderDashboard({ invitations: [{ id: 42 }] });
    expect((await screen.findByRole('link', { name: 'Offene Einladung ansehen' })).getAttribute('href')).toBe('/invitation/42');
  });

  it('has no invitation link without a pending invitation', async () => {
    renderDashboard({ invitations: [] });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Offene Einladung ansehen' })).toBeNull();
  });

  it('shows the licence, the download, the help centre, the support address and the training hint', async () => {
    renderDashboard({ licenseType: 1, licenseExpiration: '2030-05-09' });
    expect((await screen.findByRole('heading', { name: 'Ihre Lizenz: Test-Next' })).tagName).toBe('H2');
    expect(screen.getByText(/Der Test endet am 09\.05\.2030 automatisch/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Installationsprogramm herunterladen' }).getAttribute('href')).toBe('/download');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Zum Hilfe-Center' }).getAttribute('href')).toBe('https://hilfe.bfsm.test'),
    );
    expect(screen.getByRole('link', { name: 'hilfe@bfsm.test' }).getAttribute('href')).toBe('mailto:hilfe@bfsm.test');
    expect(screen.getByText('Schulungen: Wir bieten Online-Schulungen an – schreiben Sie uns.')).toBeTruthy();
    expect(screen.getByText(/damit wird Ihre Lizenz auf diesem Gerät aktiviert/)).toBeTruthy();
  });

  it('tells an ended trial that it is over and how to order', async () => {
    renderDashboard({ licenseType: 2, licenseExpiration: '2026-03-17' });
    expect(await screen.findByText(/Ihre Testphase von BFSM ist am 17\.03\.2026 abgelaufen/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'So bestellen Sie BFSM' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Jahres-Abo ansehen' }).getAttribute('href')).toBe('/account/manage_subscription');
  });

  it('offers no order block to a running licence', async () => {
    renderDashboard({ licenseType: 6, licenseExpiration: '2030-12-31' });
    await screen.findByText(/im Jahres-Abo mit allen Modulen/);
    expect(screen.queryByRole('heading', { name: 'So bestellen Sie BFSM' })).toBeNull();
  });

  it('gives Concept users the Concept help instead of the licence help', async () => {
    renderDashboard({ licenseType: 10, licenseExpiration: null });
    expect(await screen.findByText(/Concept ist kostenlos und braucht keine Lizenzverwaltung/)).toBeTruthy();
    expect(screen.queryByText(/damit wird Ihre Lizenz auf diesem Gerät aktiviert/)).toBeNull();
  });

  it('loads another user for an admin and keeps the user in the tab address', async () => {
    const { server } = renderDashboard({ greeting: 'Frau Dr.', lastName: 'Schmidt' }, '15');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Willkommen, Frau Dr. Schmidt');
    expect(server.requests.map((request) => request.url)).toContain('/webapi/userinfo/15');
    const tab = await screen.findByRole('link', { name: 'BFSM' });
    expect(tab.getAttribute('href')).toBe('/account/15');
    expect(tab.getAttribute('aria-current')).toBe('page');
  });

  it('shows an error screen with the server message when the user does not exist', async () => {
    renderWithServices(<DashboardScreen params={{ userId: '99' }} query={{}} />, {
      routes: {
        getUserInfo: (request) =>
          request.url.endsWith('/99') ? failure('not-found', 'Nicht gefunden.') : ok(userInfoFixture({ id: 1, roles: [adminRole] })),
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Nicht gefunden.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Es ist ein Fehler aufgetreten');
  });

  it('treats a non-numeric user id as an unknown page, for signed-in users only', async () => {
    const { server } = renderWithServices(<DashboardScreen params={{ userId: 'manage_subscription' }} query={{}} />, {
      routes: { getUserInfo: ok(userInfoFixture()) },
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Seite nicht gefunden');
    expect(server.requests.map((request) => request.url)).toEqual(['/webapi/userinfo']);
  });
});
