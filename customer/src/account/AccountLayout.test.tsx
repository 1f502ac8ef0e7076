import { screen, waitFor } from '@testing-library/preact';
import { failure, menuInfoFixture, ok, userInfoFixture, type FakeRoutes } from '@bfsm/api-adapter/testing';
import { accountRoutes, adminViewer } from '../testing/account-routes';
import { renderWithServices } from '../testing/render-with-services';
import { AccountLayout } from './AccountLayout';
import type { AccountTabKey } from './account-tabs';
import { useAccountView } from './account-view';

function Shown() {
  const { user, isOwnAccount } = useAccountView();
  return <p>{`${user.email} ${isOwnAccount ? 'eigenes Konto' : 'fremdes Konto'}`}</p>;
}

function renderLayout(routes: FakeRoutes, userId?: string, active: AccountTabKey = 'profile') {
  return renderWithServices(
    <AccountLayout active={active} userId={userId}>
      <Shown />
    </AccountLayout>,
    { routes, withMenu: true, address: userId ? `/account/edit/${userId}` : '/account/edit' },
  );
}

const tabNames = async () => {
  await screen.findByRole('navigation', { name: 'Kontobereich' });
  return screen.getAllByRole('link').map((link) => link.textContent);
};

describe('AccountLayout', () => {
  it('warns on every tab in the grace period after the licence ended, with the way to renew (decision 066)', async () => {
    renderLayout(accountRoutes({ licenseType: 3, licenseExpiration: '2027-01-31', licenseGraceUntil: '2027-02-14' }));
    await screen.findByText('anna.mueller@example.test eigenes Konto');
    const banner = screen.getByText(/Ihre Lizenz ist am 31\.01\.2027 abgelaufen/);
    expect(banner.textContent).toBe(
      'Ihre Lizenz ist am 31.01.2027 abgelaufen. BFSM arbeitet noch bis zum 14.02.2027 weiter; danach endet die Lizenz. Jetzt verlängern',
    );
    expect(screen.getByRole('link', { name: 'Jetzt verlängern' }).getAttribute('href')).toBe('/account/manage_subscription');
  });

  it('shows no such warning while the licence runs', async () => {
    renderLayout(accountRoutes({ licenseType: 3, licenseExpiration: '2027-01-31' }));
    await screen.findByText('anna.mueller@example.test eigenes Konto');
    expect(screen.queryByText(/abgelaufen/)).toBeNull();
  });

  it('shows a customer his tabs, without Erweitert and Viewer verwalten, and names the browser tab', async () => {
    renderLayout(accountRoutes({ licenseType: 3 }));
    expect(await tabNames()).toEqual(['BFSM', 'Profil', 'Passwort ändern', 'Jahres-Abo', 'Rechnungen']);
    expect(screen.getByRole('link', { name: 'Profil' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('anna.mueller@example.test eigenes Konto')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Profil – Brandfallsteuermatrix'));
  });

  it.each([
    [1, 12, true],
    [6, 12, true],
    [6, null, false],
    [8, 12, false],
  ])("shows 'Viewer verwalten' to a user of licence type %i with pool %p: %p", async (licenseType, licensePool, shown) => {
    renderLayout(accountRoutes({ licenseType, licensePool }));
    expect((await tabNames()).includes('Viewer verwalten')).toBe(shown);
  });

  it("gives an admin looking at another user every tab for that user but 'Rechnungen' (his own), with the user id kept in each address", async () => {
    renderLayout(accountRoutes(adminViewer, { id: 15, licenseType: 6, licensePool: 4, email: 'kunde@bfsm.test' }), '15');
    expect(await screen.findByText('kunde@bfsm.test fremdes Konto')).toBeTruthy();
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['BFSM', '/account/15'],
      ['Profil', '/account/edit/15'],
      ['Passwort ändern', '/account/changePw/15'],
      ['Jahres-Abo', '/account/manage_subscription/15'],
      ['Erweitert', '/account/advanced-details/15'],
      ['Viewer verwalten', '/account/my-pool/15'],
    ]);
  });

  it('asks for viewer and user at once, and treats the own id in the address as the own account', async () => {
    const { server } = renderLayout(accountRoutes({ id: 7 }), '7');
    // Both calls leave before any answer is drawn: the user's does not wait for the viewer's (decision 046).
    expect(server.requests.filter((request) => request.url.startsWith('/webapi/userinfo')).map((request) => request.url)).toEqual([
      '/webapi/userinfo',
      '/webapi/userinfo/7',
    ]);
    expect(await screen.findByText('anna.mueller@example.test eigenes Konto')).toBeTruthy();
  });

  it("shows a customer who puts another user's id into the address an error screen, and nothing of that user", async () => {
    const routes: FakeRoutes = {
      ...accountRoutes({ id: 7 }),
      getUserInfo: (request) =>
        request.url.endsWith('/8') ? failure('forbidden', 'Dafür fehlen Ihnen die Rechte.') : ok(userInfoFixture({ id: 7 })),
    };
    renderLayout(routes, '8');
    expect((await screen.findByRole('alert')).textContent).toBe('Dafür fehlen Ihnen die Rechte.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Es ist ein Fehler aufgetreten');
    expect(screen.queryByRole('navigation', { name: 'Kontobereich' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Fehler – Brandfallsteuermatrix'));
  });

  it('sends an anonymous visitor to the login page with the address to return to', async () => {
    const { navigate } = renderWithServices(
      <AccountLayout active="profile" userId={undefined}>
        <Shown />
      </AccountLayout>,
      { routes: { getUserInfo: failure('unauthorized', 'Bitte melden Sie sich an.') }, address: '/account/edit' },
    );
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login?next=%2Faccount%2Fedit'));
    expect(screen.queryByText(/Konto/)).toBeNull();
  });

  it('answers a user id that is no number with the not-found screen, once the visitor is known to be signed in', async () => {
    const { server } = renderLayout({ getMenuInfo: ok(menuInfoFixture()), getUserInfo: ok(userInfoFixture()) }, 'abc');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Seite nicht gefunden');
    expect(server.requests.map((request) => request.url)).toContain('/webapi/userinfo');
  });

  it('loads the account again on reload, so a change that brings a tab shows it', async () => {
    let licensePool: number | null = null;
    const viewer = () => ({ licenseType: 6, licensePool });
    function Reloading() {
      const { reload } = useAccountView();
      return (
        <button type="button" onClick={() => void reload()}>
          neu laden
        </button>
      );
    }
    renderWithServices(
      <AccountLayout active="profile" userId={undefined}>
        <Reloading />
      </AccountLayout>,
      { routes: { getMenuInfo: ok(menuInfoFixture()), getUserInfo: () => ok(userInfoFixture(viewer())) }, withMenu: true },
    );
    expect(await tabNames()).not.toContain('Viewer verwalten');
    licensePool = 3;
    screen.getByRole('button', { name: 'neu laden' }).click();
    await waitFor(() => expect(screen.getAllByRole('link').map((link) => link.textContent)).toContain('Viewer verwalten'));
  });
});
