import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { failure, ok, type FakeRoutes } from '@bfsm/api-adapter/testing';
import { renderWithServices } from '../testing/render-with-services';
import ResetPasswordScreen from './ResetPasswordScreen';

const validCode: FakeRoutes = {
  testConfirmForgottenPassword: ok({ success: true, email: 'anna@example.test' }),
  setNewPasswordForgottenToken: ok({ token: 'formular-token' }),
  confirmForgottenPassword: ok({ success: true }),
};
const linkUsed = 'Dieser Link wurde bereits verwendet.';
const linkExpired = 'Dieser Link ist abgelaufen. Bitte fordern Sie einen neuen an.';
const linkInvalid = 'Dieser Link ist ungültig. Bitte prüfen Sie, ob Sie ihn vollständig aus der E-Mail übernommen haben.';

function renderReset(routes: FakeRoutes = {}) {
  const view = renderWithServices(<ResetPasswordScreen params={{ code: 'code-1' }} query={{}} />, {
    routes: { ...validCode, ...routes },
    address: '/confirm-forgotten-password/code-1',
  });
  const fill = (first: string, second: string) => {
    fireEvent.input(screen.getByLabelText('Neues Passwort *'), { target: { value: first } });
    fireEvent.input(screen.getByLabelText('Neues Passwort wiederholen *'), { target: { value: second } });
  };
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }));
  const saved = () => view.server.requests.filter((request) => request.method === 'POST');
  return { ...view, fill, submit, saved };
}

describe('ResetPasswordScreen', () => {
  it('tests the code first, then asks for the new password of that account', async () => {
    const { server } = renderReset();
    expect(screen.getByText('Wird geladen …')).toBeTruthy();
    expect(await screen.findByText('Für das Konto anna@example.test.')).toBeTruthy();
    expect(server.requests.map((request) => request.url)).toEqual(['/webapi/test-confirm-forgotten-password/code-1']);
  });

  it.each([
    ['code-used', linkUsed],
    ['code-expired', linkExpired],
    ['code-invalid', linkInvalid],
  ] as const)("shows the server's message for %s, with a link to request a new one", async (code, message) => {
    renderReset({ testConfirmForgottenPassword: failure(code, message) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(screen.getByRole('link', { name: 'Neuen Link anfordern' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText('Neues Passwort *')).toBeNull();
  });

  it('tells a training account that its password cannot be changed, without offering a new link', async () => {
    renderReset({ testConfirmForgottenPassword: failure('limited-user', 'Das Passwort dieses Kontos kann nicht geändert werden.') });
    expect((await screen.findByRole('alert')).textContent).toBe('Das Passwort dieses Kontos kann nicht geändert werden.');
    expect(screen.queryByRole('link', { name: 'Neuen Link anfordern' })).toBeNull();
    expect(screen.queryByLabelText('Neues Passwort *')).toBeNull();
  });

  it.each([
    ['kurz', 'kurz', 'Neues Passwort *', 'Ihr Passwort ist nicht lang genug.'],
    ['sicher123', 'sicher999', 'Neues Passwort wiederholen *', 'Beide Passwörter stimmen nicht überein.'],
  ])('checks %s / %s before sending', async (first, second, label, message) => {
    const { fill, submit, saved } = renderReset();
    await screen.findByText('Für das Konto anna@example.test.');
    fill(first, second);
    submit();
    expect((await screen.findByText(message)).id).toBe(screen.getByLabelText(label).getAttribute('aria-describedby'));
    expect(saved()).toHaveLength(0);
  });

  it('saves the new password and opens the account with a full page load', async () => {
    const { fill, submit, saved, navigate } = renderReset();
    await screen.findByText('Für das Konto anna@example.test.');
    fill('sicher123', 'sicher123');
    submit();
    expect(screen.getByLabelText<HTMLInputElement>('Neues Passwort *').disabled).toBe(true);
    expect(screen.getByText('Wird gesendet …')).toBeTruthy();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account/changePw'));
    expect(saved()[0]?.body).toBe('plainPassword%5Bfirst%5D=sicher123&plainPassword%5Bsecond%5D=sicher123&_token=formular-token');
  });

  it('goes to the code step of the login when the account has a second factor', async () => {
    const { fill, submit, navigate } = renderReset({ confirmForgottenPassword: ok({ success: true, secondFactor: true }) });
    await screen.findByText('Für das Konto anna@example.test.');
    fill('sicher123', 'sicher123');
    submit();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login?step=code&next=%2Faccount%2FchangePw'));
  });

  it('shows a refusal of the server in a red alert and lets the user try again', async () => {
    const { fill, submit } = renderReset({ confirmForgottenPassword: failure('code-expired', linkExpired) });
    await screen.findByText('Für das Konto anna@example.test.');
    fill('sicher123', 'sicher123');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(linkExpired);
    expect(screen.getByLabelText<HTMLInputElement>('Neues Passwort *').disabled).toBe(false);
  });
});
