import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { ok, failure } from '@bfsm/api-adapter/testing';
import type { Passkey } from '@bfsm/api-adapter';
import { renderWithServices } from '../../testing/render-with-services';
import { PasskeysSection } from './PasskeysSection';

const laptop: Passkey = { id: 4, name: 'Laptop', createdAt: '2026-11-20T09:30:00.000Z', lastUsedAt: null };

describe('PasskeysSection', () => {
  it('lists the passkeys with when they were added and last used, renames one and removes it only after the confirmation', async () => {
    let passkeys: Passkey[] = [
      laptop,
      { id: 5, name: 'Telefon', createdAt: '2026-11-21T10:00:00.000Z', lastUsedAt: '2026-11-25T08:15:00.000Z' },
    ];
    const { server } = renderWithServices(<PasskeysSection />, {
      address: '/account/changePw',
      routes: {
        listPasskeys: () => ok(passkeys),
        passkeysToken: ok({ token: 'pk-token' }),
        renamePasskey: (request) => {
          passkeys = passkeys.map((passkey) => (passkey.id === 4 ? { ...passkey, name: 'Büro' } : passkey));
          return request.body === 'name=B%C3%BCro&_token=pk-token' ? ok({ ...laptop, name: 'Büro' }) : failure('invalid-input', 'falsch');
        },
        removePasskey: () => {
          passkeys = passkeys.filter((passkey) => passkey.id !== 4);
          return ok({ success: true });
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Passkeys' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Laptop.*Hinzugefügt20\.11\.2026.*Zuletzt benutztnoch nie/),
      expect.stringMatching(/^Telefon.*Zuletzt benutzt25\.11\.2026/),
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Passkey Laptop umbenennen' }));
    fireEvent.input(screen.getByLabelText(/Neuer Name/), { target: { value: 'x'.repeat(61) } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Der Name darf höchstens 60 Zeichen lang sein.');
    fireEvent.input(screen.getByLabelText(/Neuer Name/), { target: { value: ' Büro ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Der Passkey wurde umbenannt.')).toBeTruthy();
    expect(await screen.findByText('Büro')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Passkey Büro entfernen' }));
    const dialog = screen.getByRole('dialog', { name: 'Passkey entfernen?' });
    expect(dialog.textContent).toContain('Mit dem Passkey „Büro“ können Sie sich danach nicht mehr anmelden.');
    expect(server.requests.filter((request) => request.call === 'removePasskey')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Entfernen' }));
    expect(await screen.findByText('Der Passkey wurde entfernt.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Büro')).toBeNull());
  });

  it('asks for a name before the browser is asked to create a passkey', async () => {
    const { server } = renderWithServices(<PasskeysSection />, {
      address: '/account/changePw',
      routes: { listPasskeys: ok([]), passkeysToken: ok({ token: 'pk-token' }) },
    });
    expect(await screen.findByText('Sie haben noch keinen Passkey.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Passkey hinzufügen' }));
    expect(await screen.findByText('Bitte füllen Sie dieses Feld aus.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Name des Passkeys/)));
    expect(server.requests.filter((request) => request.call === 'startPasskeyRegistration')).toHaveLength(0);
  });
});
