import { useEffect, useState } from 'preact/hooks';
import { screen, waitFor, within } from '@testing-library/preact';
import { texts } from '@bfsm/api-adapter';
import { anonymousMenuInfo, failure, menuInfoFixture, ok, serverError } from '@bfsm/api-adapter/testing';
import { useMenuState } from '../menu/menu-info';
import { renderWithServices } from '../testing/render-with-services';
import { Header } from './Header';

/** Shows the menu state once the effects of the render that drew it have run (empty before the menu has loaded). */
function MenuSettled() {
  const menu = useMenuState();
  const [settled, setSettled] = useState<string>();
  useEffect(() => setSettled(menu.status === 'loading' ? undefined : menu.status), [menu.status]);
  return settled ? <output data-testid="menu-settled">{settled}</output> : null;
}

// The menu's links once the menu info has arrived (the empty menu of the loading state is replaced).
const menuLinks = () =>
  waitFor(() =>
    within(screen.getByRole('navigation', { name: 'Hauptmenü' }))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  );

describe('Header', () => {
  it('draws the anonymous menu from the menu info', async () => {
    renderWithServices(<Header />, { withMenu: true, routes: { getMenuInfo: ok(anonymousMenuInfo) } });
    expect(await menuLinks()).toEqual([
      ['Concept Neu', '/concept'],
      ['Anmelden', '/account'],
      ['Kostenlos testen', '/register'],
    ]);
    expect(screen.getByRole('link', { name: 'Kostenlos testen' }).className).toContain('main-menu__link--cta');
  });

  it('draws the signed-in admin menu with the logout address of the session', async () => {
    const info = menuInfoFixture({ isAdmin: true, isTrial: true, daysValidity: 3, logoutUrl: '/logout?token=t1' });
    renderWithServices(<Header />, { withMenu: true, routes: { getMenuInfo: ok(info) } });
    expect(await menuLinks()).toEqual([
      ['Test-Lizenz: Noch 3 Tage', '/account/manage_subscription'],
      ['Konto', '/account'],
      ['Admin', '/admin/users'],
      ['Abmelden', '/logout?token=t1'],
    ]);
  });

  it("shows 'Fehler beim Menü laden' when the menu cannot be loaded", async () => {
    const { navigate } = renderWithServices(<Header />, {
      withMenu: true,
      routes: { getMenuInfo: serverError() },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Fehler beim Menü laden');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends a user who must accept new terms to the consent page, with the current address', async () => {
    const { navigate } = renderWithServices(<Header />, {
      withMenu: true,
      address: '/account/edit?tab=2#top',
      routes: { getMenuInfo: failure('terms-consent', texts.errors.termsConsent) },
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account/terms-consent/%2Faccount%2Fedit%3Ftab%3D2%23top'));
    expect(screen.queryByText('Fehler beim Menü laden')).toBeNull();
  });

  it('does not redirect again on the consent page', async () => {
    const { navigate, server } = renderWithServices(
      <>
        <Header />
        <MenuSettled />
      </>,
      {
        withMenu: true,
        address: '/account/terms-consent/%2Faccount',
        routes: { getMenuInfo: failure('terms-consent', texts.errors.termsConsent) },
      },
    );
    // The probe shows the state only from its effect, which runs in the same pass as the provider's
    // redirect effect for that render: once it shows, a redirect would already have been asked for.
    expect((await screen.findByTestId('menu-settled')).textContent).toBe('consent-required');
    expect(server.requests).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
  });
});
