import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { ok, failure } from '@bfsm/api-adapter/testing';
import type { Passkey } from '@bfsm/api-adapter';
import * as webAuthn from '@simplewebauthn/browser';
import { renderWithServices } from '../../testing/render-with-services';
import { PasskeysSection } from './PasskeysSection';

// The browser's half of WebAuthn is Chromium's (the passkeys journey); here the section's use of it.
jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthnAutofill: jest.fn(),
  startAuthentication: jest.fn(),
  startRegistration: jest.fn(),
}));
const library = jest.mocked(webAuthn);

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

  it('asks who one is when the server wants a fresh proof, then adds the passkey in a second ceremony', async () => {
    library.startRegistration.mockResolvedValue({
      id: 'bmV1',
      rawId: 'bmV1',
      type: 'public-key',
      response: { clientDataJSON: 'e30', attestationObject: 'YXR0' },
      clientExtensionResults: {},
    });
    let fresh = false;
    let passkeys: Passkey[] = [];
    const onChanged = jest.fn();
    const { server } = renderWithServices(<PasskeysSection onChanged={onChanged} />, {
      address: '/account/changePw',
      routes: {
        listPasskeys: () => ok(passkeys),
        passkeysToken: ok({ token: 'pk-token' }),
        secondFactorToken: ok({ token: 'sf-token' }),
        startPasskeyRegistration: () =>
          fresh ? ok({ challenge: 'Y2hhbGxlbmdl' }) : failure('fresh-proof-required', 'Bitte bestätigen Sie zuerst, dass Sie es sind.'),
        confirmIdentity: () => {
          fresh = true;
          return ok({ success: true });
        },
        finishPasskeyRegistration: () => {
          passkeys = [laptop];
          return ok(laptop);
        },
      },
    });
    await screen.findByText('Sie haben noch keinen Passkey.');
    fireEvent.input(screen.getByLabelText(/Name des Passkeys/), { target: { value: 'Laptop' } });
    const add = screen.getByRole('button', { name: 'Passkey hinzufügen' });
    add.focus();
    fireEvent.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Identität bestätigen' });
    // The form waits behind the dialog.
    expect(add.hasAttribute('disabled')).toBe(true);
    expect(library.startRegistration).not.toHaveBeenCalled();
    fireEvent.input(within(dialog).getByLabelText('Passwort'), { target: { value: 'passwort-123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByText('Der Passkey wurde hinzugefügt.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(add));
    expect(library.startRegistration).toHaveBeenCalledTimes(1);
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(server.requests.map((request) => request.call).filter((call) => call !== 'passkeysToken' && call !== 'listPasskeys')).toEqual([
      'startPasskeyRegistration',
      'secondFactorToken',
      'confirmIdentity',
      'startPasskeyRegistration',
      'finishPasskeyRegistration',
    ]);
    expect(JSON.parse(server.requests.find((request) => request.call === 'finishPasskeyRegistration')?.body ?? '')).toMatchObject({
      name: 'Laptop',
    });
  });
});
