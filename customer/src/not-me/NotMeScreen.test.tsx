import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import type { CredentialReview } from '@bfsm/api-adapter';
import { failure, ok } from '@bfsm/api-adapter/testing';
import { renderWithServices } from '../testing/render-with-services';
import NotMeScreen from './NotMeScreen';

const none: CredentialReview = { passkeys: [], authenticatorApp: false, recoveryCodes: 0 };

function renderNotMe(removed: CredentialReview, remaining: CredentialReview) {
  return renderWithServices(<NotMeScreen params={{ code: 'abc123' }} query={{}} />, {
    address: '/not-me/abc123',
    routes: {
      notMeToken: ok({ token: 'nm-token' }),
      reportNotMe: ok({ success: true, resetPath: '/confirm-forgotten-password/neu', removed, remaining }),
    },
  });
}

const itemsOf = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('NotMeScreen', () => {
  it('secures the account only on the click, shows what that removed and what remains, then leads to the new password', async () => {
    const { server, navigate } = renderNotMe(
      { passkeys: ['Fremdes Telefon'], authenticatorApp: true, recoveryCodes: 10 },
      { passkeys: ['Laptop', 'Büro'], authenticatorApp: false, recoveryCodes: 1 },
    );
    expect(server.requests).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Konto sichern' }));
    const status = await screen.findByText(
      'Ihr Konto ist gesichert: Alle Anmeldungen sind beendet, die in den letzten 24 Stunden aktivierten Geräte gesperrt.',
    );
    expect(status.getAttribute('role')).toBe('status');
    // The clicked button is gone: the focus is on the outcome.
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(itemsOf('Entfernt')).toEqual(['Passkey „Fremdes Telefon“', 'Authenticator-App', '10 Wiederherstellungscodes']);
    expect(itemsOf('Noch eingerichtet')).toEqual(['Passkey „Laptop“', 'Passkey „Büro“', '1 Wiederherstellungscode']);
    expect(screen.getByText('Bitte prüfen Sie nach der Anmeldung unter „Passwort ändern“, ob Sie alles davon kennen.')).toBeTruthy();
    // The review is read before the new password: nothing leaves the screen by itself.
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Neues Passwort vergeben' }));
    expect(navigate).toHaveBeenCalledWith('/confirm-forgotten-password/neu');
    expect(server.requests.map((request) => [request.call, request.url, request.body])).toEqual([
      ['notMeToken', '/webapi/not-me-token', undefined],
      ['reportNotMe', '/webapi/not-me/abc123', '_token=nm-token'],
    ]);
  });

  it('says “Nichts” where nothing was removed or nothing remains, and then asks for no check', async () => {
    renderNotMe(none, none);
    fireEvent.click(screen.getByRole('button', { name: 'Konto sichern' }));
    await screen.findByRole('heading', { name: 'Entfernt' });
    expect(screen.queryAllByRole('list')).toHaveLength(0);
    expect(screen.getAllByText('Nichts')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Noch eingerichtet' })).toBeTruthy();
    expect(screen.queryByText(/Bitte prüfen Sie nach der Anmeldung/)).toBeNull();
  });

  it('shows why a used link does nothing, with the way to the login', async () => {
    renderWithServices(<NotMeScreen params={{ code: 'abc123' }} query={{}} />, {
      address: '/not-me/abc123',
      routes: { notMeToken: ok({ token: 'nm-token' }), reportNotMe: failure('code-used', 'Dieser Link wurde bereits verwendet.') },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Konto sichern' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Dieser Link wurde bereits verwendet.');
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Konto sichern' })).toBeNull();
  });
});
