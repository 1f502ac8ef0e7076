import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { texts } from '@bfsm/api-adapter';
import { failure, ok, type FakeRoutes } from '@bfsm/api-adapter/testing';
import { renderWithServices } from '../testing/render-with-services';
import LoginScreen from './LoginScreen';

function renderLogin(next: string | undefined, routes: FakeRoutes = { checkLogin: ok({ success: true }) }) {
  const view = renderWithServices(<LoginScreen params={{}} query={{ next }} />, { routes, address: '/login' });
  const fill = (email: string, password: string) => {
    fireEvent.input(screen.getByLabelText('E-Mail'), { target: { value: email } });
    fireEvent.input(screen.getByLabelText('Passwort'), { target: { value: password } });
  };
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
  return { ...view, fill, submit };
}

describe('LoginScreen', () => {
  it('asks for both fields and sends nothing while one is empty', async () => {
    const { fill, submit, server, navigate } = renderLogin('/account');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Bitte geben Sie E-Mail-Adresse und Passwort ein.');
    fill('anna@example.test', '');
    submit();
    fill('  ', 'geheim123');
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Bitte geben Sie E-Mail-Adresse und Passwort ein.');
    expect(server.requests).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends the credentials as a form and shows the server error in a red alert', async () => {
    const { fill, submit, server, navigate } = renderLogin('/account', {
      checkLogin: failure('invalid-credentials', texts.errors.invalidCredentials),
    });
    fill('anna@example.test', 'falsch');
    submit();
    expect(screen.getByLabelText<HTMLInputElement>('Passwort').disabled).toBe(true);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(texts.errors.invalidCredentials);
    expect(alert.className).toContain('alert--error');
    expect(server.requests).toEqual([
      { call: 'checkLogin', method: 'POST', url: '/check-login', body: 'username=anna%40example.test&password=falsch' },
    ]);
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>('Passwort').disabled).toBe(false);
  });

  it('shows the server message for an unconfirmed address', async () => {
    const unconfirmed =
      'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse. Wir haben Ihnen den Bestätigungslink soeben noch einmal gesendet.';
    const { fill, submit } = renderLogin('/account', { checkLogin: failure('email-not-confirmed', unconfirmed) });
    fill('anna@example.test', 'richtig123');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(unconfirmed);
  });

  it('goes on to the address in next after signing in', async () => {
    const { fill, submit, navigate } = renderLogin('/account/edit?tab=devices');
    fill('anna@example.test', 'richtig123');
    submit();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account/edit?tab=devices'));
  });

  it.each([
    ['https://evil.example'],
    ['//evil.example/account'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['/.//evil.example'],
    ['javascript:alert(1)'],
    [undefined],
  ])('goes to /account instead of next=%s', async (next) => {
    const { fill, submit, navigate } = renderLogin(next);
    fill('anna@example.test', 'richtig123');
    submit();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account'));
  });

  it('asks for the code after a right password of an account with a second factor, and goes on once it is right', async () => {
    const { fill, submit, server, navigate } = renderLogin('/account/edit', {
      checkLogin: ok({ success: true, secondFactor: true }),
      checkLoginCode: (request) =>
        request.body === 'code=654321' ? ok({ success: true }) : failure('invalid-credentials', 'Der Code ist falsch oder abgelaufen.'),
    });
    fill('anna@example.test', 'richtig123');
    submit();
    const code = await screen.findByLabelText('Code');
    expect(navigate).not.toHaveBeenCalled();
    // A browser without passkeys is offered none.
    expect(screen.queryByRole('button', { name: 'Mit Passkey bestätigen' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bitte geben Sie den Code ein.');
    fireEvent.input(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Der Code ist falsch oder abgelaufen.');
    fireEvent.input(screen.getByLabelText('Code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account/edit'));
    expect(server.requests.map((request) => request.call)).toEqual(['checkLogin', 'checkLoginCode', 'checkLoginCode']);
    expect(server.requests[2]?.body).toBe('code=654321');
  });

  it('opens at the code step when a reset link or an invitation led here, and then goes on to next', async () => {
    const view = renderWithServices(<LoginScreen params={{}} query={{ step: 'code', next: '/account' }} />, {
      routes: { checkLoginCode: ok({ success: true }) },
      address: '/login',
    });
    expect(screen.queryByLabelText('Passwort')).toBeNull();
    fireEvent.input(screen.getByLabelText('Code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(view.navigate).toHaveBeenCalledWith('/account'));
    expect(view.server.requests.map((request) => request.call)).toEqual(['checkLoginCode']);
  });

  it('links to the password reset and to the registration', () => {
    renderLogin(undefined);
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Jetzt kostenlos testen' }).getAttribute('href')).toBe('/register');
  });

  it('after a recovery code says how many remain, offers new ones when two or fewer do, and goes on at the click', async () => {
    const { fill, submit, navigate } = renderLogin('/account', {
      checkLogin: ok({ success: true, secondFactor: true }),
      checkLoginCode: ok({ success: true, recoveryCodesLeft: 1 }),
    });
    fill('anna@example.test', 'geheim123');
    submit();
    fireEvent.input(await screen.findByLabelText(/^Code/), { target: { value: 'AAAA-BBBB-CCCC' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(
      await screen.findByText('Sie haben sich mit einem Wiederherstellungscode angemeldet. Ihnen bleibt 1 Wiederherstellungscode.'),
    ).toBeTruthy();
    const renew = screen.getByRole('link', { name: 'Neue Wiederherstellungscodes' });
    expect(renew.getAttribute('href')).toBe('/account/changePw#zwei-faktor');
    // Left to the browser (the router takes only links without a target): the shell starts over signed in.
    expect(renew.getAttribute('target')).toBe('_top');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('status')));
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(navigate).toHaveBeenCalledWith('/account');
  });
});
