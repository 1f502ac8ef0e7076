import { render, screen, waitFor } from '@testing-library/preact';
import { anonymousMenuInfo, failure, menuInfoFixture, ok, userInfoFixture, activatedDevicesFixture } from '@bfsm/api-adapter/testing';
import { fakeServices } from '../testing/render-with-services';
import { App } from './App';

function renderApp(address: string) {
  history.replaceState(null, '', address);
  const fake = fakeServices({
    getMenuInfo: ok(menuInfoFixture()),
    getUserInfo: ok(userInfoFixture({ greeting: 'Frau', lastName: 'Berg' })),
    getPage: ok({ title: 'Impressum', html: '<p>Musterfirma GmbH, <strong>Musterstraße 1</strong></p>' }),
  });
  render(<App services={fake.services} />);
  return fake;
}

describe('App', () => {
  it('sends / to the account dashboard', async () => {
    renderApp('/');
    expect((await screen.findByRole('heading', { level: 1, name: 'Willkommen, Frau Berg' })).tagName).toBe('H1');
    expect(location.pathname).toBe('/account');
    await waitFor(() => expect(document.title).toBe('Brandfallsteuermatrix – Brandfallsteuermatrix'));
  });

  it('draws the shell around every screen: menu, main landmark and footer', async () => {
    renderApp('/concept');
    expect(await screen.findByRole('link', { name: 'Concept kostenlos registrieren' })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain('© 2015–');
    expect(await screen.findByRole('link', { name: 'Konto' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Concept – die kostenlose Edition – Brandfallsteuermatrix'));
  });

  it('shows an operator page as an article with its HTML', async () => {
    renderApp('/impressum');
    const article = (await screen.findByRole('heading', { name: 'Impressum', level: 1 })).closest('article');
    expect(article?.querySelector('strong')?.textContent).toBe('Musterstraße 1');
    await waitFor(() => expect(document.title).toBe('Impressum – Brandfallsteuermatrix'));
  });

  it("answers an unknown address with 'Seite nicht gefunden' and a link to the start", async () => {
    renderApp('/gibt-es-nicht');
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');
  });

  it('shows the not-found screen, not the dashboard, for an account address whose user id is no number', async () => {
    renderApp('/account/gibt-es-nicht');
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Willkommen, Frau Berg' })).toBeNull();
  });

  it('routes its own links inside the app and leaves the admin app and sign-out to the browser', async () => {
    history.replaceState(null, '', '/concept');
    const fake = fakeServices({ getMenuInfo: ok(menuInfoFixture({ isAdmin: true })) });
    render(<App services={fake.services} />);
    await screen.findByRole('link', { name: 'Admin' });

    // Runs after the router's own click listener: records whether the router took the click,
    // then stops jsdom, which cannot load pages.
    const routedByApp: Record<string, boolean> = {};
    const record = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (link) routedByApp[link.textContent ?? ''] = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', record);
    for (const name of ['Admin', 'Abmelden', 'Konto']) screen.getByRole('link', { name }).click();
    window.removeEventListener('click', record);

    expect(routedByApp).toEqual({ Admin: false, Abmelden: false, Konto: true });
    expect(location.pathname).toBe('/account');
  });

  it('shows the anonymous menu to visitors', async () => {
    history.replaceState(null, '', '/concept');
    const fake = fakeServices({ getMenuInfo: ok(anonymousMenuInfo) });
    render(<App services={fake.services} />);
    expect(await screen.findByRole('link', { name: 'Kostenlos testen' })).toBeTruthy();
  });

  it.each([
    ['/account/edit', 'Profil'],
    ['/account/changePw', 'Passwort ändern'],
    ['/account/changePw/7', 'Passwort ändern'],
    ['/account/manage_subscription', 'Jahres-Abo'],
    ['/account/invoices', 'Rechnungen'],
    ['/account/advanced-details', 'Erweitert'],
    ['/account/my-pool', 'Viewer verwalten'],
  ])('routes %s to its account tab', async (address, title) => {
    history.replaceState(null, '', address);
    const fake = fakeServices({
      getMenuInfo: ok(menuInfoFixture()),
      getUserInfo: ok(userInfoFixture({ id: 7 })),
      getActivatedDevices: ok(activatedDevicesFixture()),
    });
    render(<App services={fake.services} />);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${title} – Brandfallsteuermatrix`));
  });

  it('sends an anonymous visitor on any unknown /account address to the login page', async () => {
    history.replaceState(null, '', '/account/gibt/es/nicht');
    const fake = fakeServices({ getMenuInfo: ok(anonymousMenuInfo), getUserInfo: failure('unauthorized', 'Bitte melden Sie sich an.') });
    render(<App services={fake.services} />);
    await waitFor(() => expect(fake.navigate).toHaveBeenCalledWith('/login?next=%2Faccount%2Fgibt%2Fes%2Fnicht'));
    expect(screen.queryByRole('heading', { name: 'Seite nicht gefunden' })).toBeNull();
  });

  it("shows a signed-in user 'Seite nicht gefunden' on an unknown /account address", async () => {
    renderApp('/account/gibt/es/nicht');
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeTruthy();
  });
});
