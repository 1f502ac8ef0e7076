import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { texts } from '@bfsm/api-adapter';
import {
  anonymousMenuInfo,
  failure,
  menuInfoFixture,
  ok,
  serverError,
  type FakeAnswerFor,
  type FakeRoutes,
} from '@bfsm/api-adapter/testing';
import { fakeCaptcha } from '../testing/fake-captcha';
import { renderWithServices } from '../testing/render-with-services';
import { RegisterConceptScreen, RegisterTrialScreen } from './RegisterScreen';

const visitorToken = ok({
  token: 'formular-token',
  captcha: { provider: 'altcha' as const, challengeUrl: '/webapi/captcha/challenge' },
  phoneRequired: true,
});
const visitor: FakeRoutes = {
  getMenuInfo: ok(anonymousMenuInfo),
  registerToken: visitorToken,
  register: ok({ success: true }),
};
const captchaRefused = 'Die Sicherheitsabfrage ist ungültig oder abgelaufen. Bitte bestätigen Sie sie erneut.';

async function renderRegister(routes: FakeRoutes = {}, edition: 'trial' | 'concept' = 'trial') {
  const captcha = fakeCaptcha();
  const Screen = edition === 'trial' ? RegisterTrialScreen : RegisterConceptScreen;
  const view = renderWithServices(captcha.wrap(<Screen />), {
    routes: { ...visitor, ...routes },
    address: edition === 'trial' ? '/register' : '/register-concept',
  });
  await screen.findByTestId('captcha-widget');
  return { ...view, captcha, registerCalls: () => view.server.requests.filter((request) => request.call === 'register') };
}

/** Required fields are labelled with a star that screen readers skip; the label text has it. */
const input = (label: string) => screen.getByLabelText<HTMLInputElement>(`${label} *`);
const type = (label: string, value: string) => fireEvent.input(input(label), { target: { value } });
const submit = (name = 'Kostenlos testen') => fireEvent.click(screen.getByRole('button', { name }));

async function fillValidForm(captcha: ReturnType<typeof fakeCaptcha>) {
  fireEvent.change(screen.getByRole('combobox', { name: 'Anrede' }), { target: { value: 'Frau Dr.' } });
  type('Vorname', 'Anna');
  type('Nachname', 'Berg');
  type('Firma', 'Berg Brandschutz GmbH');
  type('Telefon', '+49 30 123456');
  type('E-Mail', 'anna.berg@example.test');
  type('Passwort', 'sicher123');
  type('Passwort wiederholen', 'sicher123');
  fireEvent.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /AGB/ }));
  await captcha.solve('captcha-loesung');
}

function deferred<Answer = FakeAnswerFor<'register'>>() {
  let resolve: (answer: Answer) => void = () => undefined;
  const promise = new Promise<Answer>((done) => (resolve = done));
  return { promise, resolve };
}

describe('RegisterScreen', () => {
  it("sends a signed-in visitor to the account instead, as the shell's menu info tells", async () => {
    const { server } = renderWithServices(fakeCaptcha().wrap(<RegisterTrialScreen />), {
      routes: { ...visitor, getMenuInfo: ok(menuInfoFixture({ signedIn: true })) },
      address: '/register',
      withMenu: true,
    });
    await waitFor(() => expect(location.pathname).toBe('/account'));
    // No probe of a signed-in-only call: its 401 would be an error in a visitor's console.
    expect(server.requests.map((request) => request.call)).not.toContain('getUserInfo');
  });

  it('draws the form before the token call answers, with the captcha box kept in place', async () => {
    const token = deferred<FakeAnswerFor<'registerToken'>>();
    renderWithServices(fakeCaptcha().wrap(<RegisterTrialScreen />), {
      routes: { ...visitor, registerToken: () => token.promise },
      address: '/register',
      withMenu: true,
    });
    expect(screen.getByRole('combobox', { name: 'Anrede' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kostenlos testen' })).toBeTruthy();
    expect(await screen.findByText('Sicherheitsabfrage wird geladen …')).toBeTruthy();
    expect(screen.queryByTestId('captcha-widget')).toBeNull();
    token.resolve(visitorToken);
    expect(await screen.findByTestId('captcha-widget')).toBeTruthy();
  });

  it('describes the trial and offers the form with all its blocks', async () => {
    await renderRegister();
    expect(screen.getByText('Der Test endet automatisch – eine Kündigung ist nicht nötig.')).toBeTruthy();
    expect(screen.getByText('Ihre Projektdaten bleiben auf Ihrem Rechner und werden nicht in der Cloud gespeichert.')).toBeTruthy();
    const greetings = [...screen.getByRole('combobox', { name: 'Anrede' }).querySelectorAll('option')].map((option) => option.textContent);
    expect(greetings).toEqual(['Bitte wählen', 'Frau', 'Frau Dr.', 'Herr', 'Herr Dr.']);
    expect(screen.getByRole('checkbox', { name: 'Ja, ich möchte den Newsletter erhalten (etwa einmal im Monat).' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Datenschutzerklärung/ }).getAttribute('href')).toBe('/datenschutz');
    expect(screen.getByRole('link', { name: /AGB/ }).getAttribute('href')).toBe('/bedingungen');
    expect(input('Telefon').getAttribute('aria-required')).toBe('true');
    expect(document.title).toBe('Next 7 Tage kostenlos testen – Brandfallsteuermatrix');
  });

  it('shows the checks at their fields and sends nothing', async () => {
    const { registerCalls } = await renderRegister();
    submit();
    const greeting = await screen.findByRole('combobox', { name: 'Anrede', description: 'Bitte wählen Sie eine Anrede.' });
    expect(greeting.getAttribute('aria-invalid')).toBe('true');
    for (const name of ['Vorname', 'Nachname', 'Firma', 'Telefon', 'E-Mail']) {
      expect(screen.getByRole('textbox', { name, description: 'Bitte füllen Sie dieses Feld aus.' })).toBeTruthy();
    }
    expect(
      screen.getByRole('checkbox', { name: /Datenschutzerklärung/, description: 'Bitte akzeptieren Sie die Datenschutzerklärung.' }),
    ).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /AGB/, description: 'Bitte akzeptieren Sie die AGB.' })).toBeTruthy();
    expect(
      screen.getByRole('group', { name: 'Sicherheitsabfrage', description: 'Bitte bestätigen Sie die Sicherheitsabfrage.' }),
    ).toBeTruthy();
    expect(screen.getByText('Ihr Passwort muss mindestens 8 Zeichen lang sein.').id).toBe(
      input('Passwort').getAttribute('aria-describedby'),
    );
    await waitFor(() => expect(document.activeElement).toBe(greeting));
    expect(registerCalls()).toHaveLength(0);
  });

  it.each([
    ['kurz', 'kurz', 'Passwort', 'Ihr Passwort muss mindestens 8 Zeichen lang sein.'],
    ['sicher123', 'sicher124', 'Passwort wiederholen', 'Die Passwörter stimmen nicht überein.'],
  ])('checks the password pair %s / %s before sending', async (first, second, field, message) => {
    const { captcha, registerCalls } = await renderRegister();
    await fillValidForm(captcha);
    type('Passwort', first);
    type('Passwort wiederholen', second);
    submit();
    expect((await screen.findByText(message)).id).toBe(input(field).getAttribute('aria-describedby'));
    expect(registerCalls()).toHaveLength(0);
  });

  it('sends the form with token and captcha, disabled while sending, and goes on to /register/success', async () => {
    const answer = deferred();
    const { captcha, registerCalls } = await renderRegister({ register: () => answer.promise });
    await fillValidForm(captcha);
    fireEvent.click(screen.getByRole('checkbox', { name: /Newsletter/ }));
    submit();

    expect((await screen.findByText('Wird gesendet …')).closest('[role="status"]')).toBeTruthy();
    for (const element of [
      input('Vorname'),
      input('Passwort'),
      screen.getByRole('combobox', { name: 'Anrede' }),
      screen.getByRole('checkbox', { name: /AGB/ }),
    ]) {
      expect((element as HTMLInputElement).disabled).toBe(true);
    }
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Kostenlos testen' }).disabled).toBe(true);

    answer.resolve(ok({ success: true }));
    await waitFor(() => expect(location.pathname).toBe('/register/success'));
    expect(Object.fromEntries(new URLSearchParams(registerCalls()[0]?.body))).toEqual({
      'user_register[email]': 'anna.berg@example.test',
      'user_register[greeting]': 'Frau Dr.',
      'user_register[firstName]': 'Anna',
      'user_register[lastName]': 'Berg',
      'user_register[companyName]': 'Berg Brandschutz GmbH',
      'user_register[phone_number]': '+49 30 123456',
      'user_register[plainPassword][first]': 'sicher123',
      'user_register[plainPassword][second]': 'sicher123',
      'user_register[license_type]': 'next-trial',
      'user_register[privacy_policy_accepted]': '1',
      'user_register[terms_accepted]': '1',
      'user_register[email_newsletter]': '1',
      'user_register[captcha]': 'captcha-loesung',
      'user_register[_token]': 'formular-token',
    });
  });

  // The targets and messages the server gives (the contract's field checks, and its own checks after the captcha).
  it.each([
    ['email', 'E-Mail', texts.validation.email],
    ['phone_number', 'Telefon', 'Bitte geben Sie eine Telefonnummer an.'],
    ['plainPassword', 'Passwort', texts.password.tooShort],
    ['firstName', 'Vorname', texts.validation.required],
    ['lastName', 'Nachname', texts.validation.oneLine],
  ])('shows a server error with target %s at its field, keeps the input and resets the captcha', async (target, field, message) => {
    const { captcha } = await renderRegister({ register: failure('invalid-input', message, target) });
    await fillValidForm(captcha);
    submit();
    expect((await screen.findByText(message)).id).toBe(input(field).getAttribute('aria-describedby'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input('Vorname').value).toBe('Anna');
    expect(input('Passwort').value).toBe('sicher123');
    expect(input('Vorname').disabled).toBe(false);
    await waitFor(() => expect(captcha.current().reset).toHaveBeenCalledWith());

    // The spent solution is gone: sending again asks for a new one first.
    submit();
    expect(await screen.findByText('Bitte bestätigen Sie die Sicherheitsabfrage.')).toBeTruthy();
  });

  it('shows the captcha error of the server at the captcha and resets it', async () => {
    const { captcha } = await renderRegister({ register: failure('invalid-input', captchaRefused, 'captcha') });
    await fillValidForm(captcha);
    submit();
    expect(await screen.findByRole('group', { name: 'Sicherheitsabfrage', description: captchaRefused })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(captcha.current().reset).toHaveBeenCalledWith());
  });

  it('shows an error without a known target in a red alert', async () => {
    const { captcha } = await renderRegister({ register: serverError() });
    await fillValidForm(captcha);
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(texts.errors.generic);
    expect(alert.className).toContain('alert--error');
    expect(input('E-Mail').value).toBe('anna.berg@example.test');
  });

  it('registers for Concept with its own button', async () => {
    const { captcha, registerCalls } = await renderRegister({}, 'concept');
    expect(screen.getByText(/Mit Concept entwerfen Sie Brandfallsteuermatrizen kostenlos/)).toBeTruthy();
    await fillValidForm(captcha);
    submit('Kostenlos registrieren');
    await waitFor(() => expect(location.pathname).toBe('/register/success'));
    expect(new URLSearchParams(registerCalls()[0]?.body).get('user_register[license_type]')).toBe('concept');
    expect(new URLSearchParams(registerCalls()[0]?.body).has('user_register[email_newsletter]')).toBe(false);
  });
});
