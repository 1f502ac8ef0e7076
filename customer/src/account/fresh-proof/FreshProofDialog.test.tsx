import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { failure, ok, type FakeRoutes } from '@bfsm/api-adapter/testing';
import * as webAuthn from '@simplewebauthn/browser';
import { renderWithServices } from '../../testing/render-with-services';
import { RecoveryCodesRenewal } from '../second-factor/RecoveryCodesRenewal';

// The browser's half of WebAuthn is Chromium's (the passkeys journey); here the dialog's use of it.
jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthnAutofill: jest.fn(),
  startAuthentication: jest.fn(),
  startRegistration: jest.fn(),
}));
const library = jest.mocked(webAuthn);

const recoveryCodes = Array.from({ length: 10 }, (_, index) => `AAAA-BBBB-CC${String(index).padStart(2, '0')}`);
const freshProofRequired = failure('fresh-proof-required', 'Bitte bestätigen Sie zuerst, dass Sie es sind.');

/** The renewal, refused until `proved()` says the session has proved who its user is. */
function renderRenewal(routes: FakeRoutes = {}) {
  let fresh = false;
  const onRenewed = jest.fn();
  const view = renderWithServices(<RecoveryCodesRenewal onRenewed={onRenewed} />, {
    address: '/account/changePw',
    routes: {
      secondFactorToken: ok({ token: 'sf-token' }),
      renewRecoveryCodes: () => (fresh ? ok({ success: true, recoveryCodes }) : freshProofRequired),
      confirmIdentity: () => {
        fresh = true;
        return ok({ success: true });
      },
      ...routes,
    },
  });
  const proved = () => {
    fresh = true;
  };
  const renewals = () => view.server.requests.filter((request) => request.call === 'renewRecoveryCodes').length;
  return { ...view, proved, renewals };
}

/** Opens the renewal's question and renews: the server wants a fresh proof, so the dialog opens. */
async function renewIntoDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Neue Wiederherstellungscodes' }));
  const renew = screen.getByRole('button', { name: 'Neue Wiederherstellungscodes' });
  renew.focus();
  fireEvent.click(renew);
  return { renew, dialog: await screen.findByRole('dialog', { name: 'Identität bestätigen' }) };
}

describe('Identität bestätigen', () => {
  afterEach(() => {
    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    jest.clearAllMocks();
  });

  it('opens on fresh-proof-required with its intro, the focus in the password, and no passkey where the browser knows none', async () => {
    renderRenewal();
    await renewIntoDialog();
    const dialog = screen.getByRole('dialog', { name: 'Identität bestätigen' });
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Zu Ihrer Sicherheit: Bitte bestätigen Sie mit Ihrem Passwort und, falls eingerichtet, dem Code Ihrer Authenticator-App, dass Sie es sind.',
    );
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Passwort'));
    expect(within(dialog).getByLabelText('Passwort').getAttribute('type')).toBe('password');
    expect(within(dialog).getByLabelText('Code (falls eingerichtet)').getAttribute('autocomplete')).toBe('one-time-code');
    expect(within(dialog).queryByRole('button', { name: 'Mit Passkey bestätigen' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
  });

  it('shows each refusal at its field (or, naming none, in its alert), with the focus on it, and retries once proved', async () => {
    const answers = [
      failure('invalid-input', 'Das Passwort oder der Code ist falsch.', 'password'),
      failure('invalid-input', 'Bitte geben Sie auch den Code aus Ihrer Authenticator-App ein.', 'code'),
      failure('invalid-input', 'Bitte bestätigen Sie mit Ihrem Passkey.'),
    ];
    let proved = false;
    const { server, renewals } = renderRenewal({
      renewRecoveryCodes: () => (proved ? ok({ success: true, recoveryCodes }) : freshProofRequired),
      confirmIdentity: () => {
        const answer = answers.shift();
        if (answer) return answer;
        proved = true;
        return ok({ success: true });
      },
    });
    const { dialog } = await renewIntoDialog();
    const password = within(dialog).getByLabelText('Passwort');
    const code = within(dialog).getByLabelText('Code (falls eingerichtet)');
    const submit = within(dialog).getByRole('button', { name: 'Bestätigen' });

    // Left empty: asked for in the browser, nothing sent.
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Bitte füllen Sie dieses Feld aus.')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(server.requests.filter((request) => request.call === 'confirmIdentity')).toHaveLength(0);

    fireEvent.input(password, { target: { value: 'falsch' } });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Das Passwort oder der Code ist falsch.')).toBeTruthy();
    expect(password.getAttribute('aria-describedby')).toBe('fresh-proof-password-error');
    await waitFor(() => expect(document.activeElement).toBe(password));

    fireEvent.input(password, { target: { value: 'passwort-123' } });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Bitte geben Sie auch den Code aus Ihrer Authenticator-App ein.')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(code));

    fireEvent.input(code, { target: { value: '123456' } });
    fireEvent.click(submit);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Bitte bestätigen Sie mit Ihrem Passkey.');

    fireEvent.click(submit);
    expect(await screen.findByRole('list', { name: 'Ihre Wiederherstellungscodes' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(renewals()).toBe(2);
    expect(server.requests.filter((request) => request.call === 'confirmIdentity').map((request) => request.body)).toEqual([
      'password=falsch&_token=sf-token',
      'password=passwort-123&_token=sf-token',
      'password=passwort-123&code=123456&_token=sf-token',
      'password=passwort-123&code=123456&_token=sf-token',
    ]);
  });

  it('closes on Abbrechen and on Escape without a retry, says why nothing happened, and gives the focus back', async () => {
    const { server, renewals } = renderRenewal();
    const { renew } = await renewIntoDialog();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await screen.findByRole('alert')).textContent).toBe('Bitte bestätigen Sie zuerst, dass Sie es sind.');
    await waitFor(() => expect(document.activeElement).toBe(renew));

    fireEvent.click(renew);
    // Escape: the browser closes the modal dialog itself.
    (await screen.findByRole<HTMLDialogElement>('dialog', { name: 'Identität bestätigen' })).close();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(renew));
    expect(renewals()).toBe(2);
    expect(server.requests.filter((request) => request.call === 'confirmIdentity')).toHaveLength(0);
  });

  it('runs the action no more when the dialog was closed while the proof was on its way', async () => {
    let answerProof: () => void = () => undefined;
    const { server, renewals } = renderRenewal({
      confirmIdentity: () =>
        new Promise((resolve) => {
          answerProof = () => resolve(ok({ success: true }));
        }),
    });
    const { dialog } = await renewIntoDialog();
    fireEvent.input(within(dialog).getByLabelText('Passwort'), { target: { value: 'passwort-123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(server.requests.some((request) => request.call === 'confirmIdentity')).toBe(true));
    // The browser closes a modal dialog on a second Escape even when told not to.
    (dialog as HTMLDialogElement).close();
    expect((await screen.findByRole('alert')).textContent).toBe('Bitte bestätigen Sie zuerst, dass Sie es sind.');
    answerProof();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // New codes made unseen would leave the person with none he knows.
    expect(renewals()).toBe(1);
    expect(screen.queryByRole('list', { name: 'Ihre Wiederherstellungscodes' })).toBeNull();
  });

  it('runs no dialog when the proof is still fresh', async () => {
    const { proved, renewals } = renderRenewal();
    proved();
    fireEvent.click(screen.getByRole('button', { name: 'Neue Wiederherstellungscodes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Neue Wiederherstellungscodes' }));
    expect(await screen.findByRole('list', { name: 'Ihre Wiederherstellungscodes' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(renewals()).toBe(1);
  });

  describe('where the browser knows passkeys', () => {
    const assertion = {
      id: 'Y3JlZA',
      rawId: 'Y3JlZA',
      type: 'public-key' as const,
      response: { clientDataJSON: 'e30', authenticatorData: 'YXV0aA', signature: 'c2ln', userHandle: 'dXNlcg' },
      clientExtensionResults: {},
    };
    beforeEach(() => {
      Object.assign(window, { PublicKeyCredential: function PublicKeyCredential() {} });
    });

    it("confirms by 'Mit Passkey bestätigen' with a passkey sign-in, then retries with a form token of the new session", async () => {
      library.startAuthentication.mockResolvedValue(assertion);
      let session = 'alt';
      const { server, renewals } = renderRenewal({
        secondFactorToken: () => ok({ token: `sf-token-${session}` }),
        renewRecoveryCodes: (request) =>
          request.body === '_token=sf-token-neu' ? ok({ success: true, recoveryCodes }) : freshProofRequired,
        startPasskeySignIn: ok({ challenge: 'Y2hhbGxlbmdl', rpId: 'localhost' }),
        finishPasskeySignIn: () => {
          session = 'neu';
          return ok({ success: true });
        },
      });
      const { dialog } = await renewIntoDialog();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Mit Passkey bestätigen' }));
      expect(await screen.findByRole('list', { name: 'Ihre Wiederherstellungscodes' })).toBeTruthy();
      expect(library.startAuthentication).toHaveBeenCalledWith(expect.objectContaining({ useBrowserAutofill: false }));
      expect(renewals()).toBe(2);
      expect(server.requests.map((request) => request.call)).toEqual([
        'secondFactorToken',
        'renewRecoveryCodes',
        'startPasskeySignIn',
        'finishPasskeySignIn',
        'secondFactorToken',
        'renewRecoveryCodes',
      ]);
      expect(server.requests.filter((request) => request.call === 'confirmIdentity')).toHaveLength(0);
    });

    it('says so in the dialog when the person cancels the passkey, and stays open for the password', async () => {
      library.startAuthentication.mockRejectedValue(Object.assign(new Error('abgebrochen'), { name: 'NotAllowedError' }));
      const { renewals } = renderRenewal({ startPasskeySignIn: ok({ challenge: 'Y2hhbGxlbmdl', rpId: 'localhost' }) });
      const { dialog } = await renewIntoDialog();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Mit Passkey bestätigen' }));
      expect((await within(dialog).findByRole('alert')).textContent).toBe('Die Bestätigung mit Passkey wurde abgebrochen.');
      expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Bestätigen' }).disabled).toBe(false);
      expect(renewals()).toBe(1);
    });
  });
});
