import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { ok, type FakeRoutes } from '@bfsm/api-adapter/testing';
import * as webAuthn from '@simplewebauthn/browser';
import { renderWithServices } from '../testing/render-with-services';
import LoginScreen from './LoginScreen';

// The browser's half of WebAuthn is Chromium's (the passkeys journey); here the screen's use of it.
jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthnAutofill: jest.fn(),
  startAuthentication: jest.fn(),
  startRegistration: jest.fn(),
}));
const library = jest.mocked(webAuthn);

const assertion = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key' as const,
  response: { clientDataJSON: 'e30', authenticatorData: 'YXV0aA', signature: 'c2ln', userHandle: 'dXNlcg' },
  clientExtensionResults: {},
};
const routes: FakeRoutes = {
  startPasskeySignIn: ok({ challenge: 'Y2hhbGxlbmdl', rpId: 'localhost' }),
  finishPasskeySignIn: ok({ success: true }),
};

describe('LoginScreen with passkeys', () => {
  beforeEach(() => {
    Object.assign(window, { PublicKeyCredential: function PublicKeyCredential() {} });
    library.startAuthentication.mockResolvedValue(assertion);
  });
  afterEach(() => {
    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    jest.clearAllMocks();
  });

  it("signs in by 'Mit Passkey anmelden' without a password and without a code", async () => {
    library.browserSupportsWebAuthnAutofill.mockResolvedValue(false);
    const { server, navigate } = renderWithServices(<LoginScreen params={{}} query={{ next: '/account' }} />, {
      routes,
      address: '/login',
    });
    expect(screen.getByLabelText('E-Mail').getAttribute('autocomplete')).toBe('username webauthn');
    fireEvent.click(screen.getByRole('button', { name: 'Mit Passkey anmelden' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account'));
    expect(library.startAuthentication).toHaveBeenCalledWith({
      optionsJSON: { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost' },
      useBrowserAutofill: false,
    });
    expect(server.requests.map((request) => request.call)).toEqual(['startPasskeySignIn', 'finishPasskeySignIn']);
    expect(JSON.parse(server.requests[1]?.body ?? '')).toEqual({ credential: assertion });
  });

  it('offers the passkeys in the e-mail field’s autofill where the browser can, and signs in with the one picked', async () => {
    library.browserSupportsWebAuthnAutofill.mockResolvedValue(true);
    const { navigate } = renderWithServices(<LoginScreen params={{}} query={{ next: '/account' }} />, { routes, address: '/login' });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account'));
    expect(library.startAuthentication).toHaveBeenCalledWith(expect.objectContaining({ useBrowserAutofill: true }));
  });

  it('says so when the person cancels the passkey, and stays quiet when the autofill is merely given up', async () => {
    library.browserSupportsWebAuthnAutofill.mockResolvedValue(true);
    library.startAuthentication.mockRejectedValue(Object.assign(new Error('abgebrochen'), { name: 'NotAllowedError' }));
    const { navigate } = renderWithServices(<LoginScreen params={{}} query={{}} />, { routes, address: '/login' });
    await waitFor(() => expect(library.startAuthentication).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Mit Passkey anmelden' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Die Anmeldung mit Passkey wurde abgebrochen.');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("at the code step, confirms with 'Mit Passkey bestätigen' instead of a code and goes on as after a right code", async () => {
    library.browserSupportsWebAuthnAutofill.mockResolvedValue(false);
    const { server, navigate } = renderWithServices(<LoginScreen params={{}} query={{ next: '/account/edit' }} />, {
      routes: { ...routes, checkLogin: ok({ success: true, secondFactor: true }) },
      address: '/login',
    });
    fireEvent.input(screen.getByLabelText('E-Mail'), { target: { value: 'anna@example.test' } });
    fireEvent.input(screen.getByLabelText('Passwort'), { target: { value: 'richtig123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(
      await screen.findByText(
        'Bitte geben Sie den sechsstelligen Code aus Ihrer Authenticator-App ein oder bestätigen Sie mit Ihrem Passkey. Ohne App hilft einer Ihrer Wiederherstellungscodes.',
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText('Code')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mit Passkey bestätigen' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account/edit'));
    expect(library.startAuthentication).toHaveBeenCalledWith(expect.objectContaining({ useBrowserAutofill: false }));
    expect(server.requests.map((request) => request.call)).toEqual(['checkLogin', 'startPasskeySignIn', 'finishPasskeySignIn']);
  });

  it('says so at the code step when the person cancels the passkey, and the code can still be typed', async () => {
    library.startAuthentication.mockRejectedValue(Object.assign(new Error('abgebrochen'), { name: 'NotAllowedError' }));
    const { navigate } = renderWithServices(<LoginScreen params={{}} query={{ step: 'code', next: '/account' }} />, {
      routes,
      address: '/login',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Mit Passkey bestätigen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Die Bestätigung mit Passkey wurde abgebrochen.');
    expect(screen.getByLabelText<HTMLInputElement>('Code').disabled).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});
