import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { texts } from '@bfsm/api-adapter';
import { failure, ok, type FakeAnswerFor } from '@bfsm/api-adapter/testing';
import { fakeCaptcha } from '../testing/fake-captcha';
import { renderWithServices } from '../testing/render-with-services';
import ForgotPasswordScreen from './ForgotPasswordScreen';

const tokenAnswer = ok({ token: 'formular-token', captcha: { provider: 'altcha', challengeUrl: '/webapi/captcha/challenge' } } as const);
const successText = 'Wir haben Ihnen eine E-Mail gesendet mit Anweisungen um ein neues Passwort zu vergeben.';
const captchaRefused = 'Die Sicherheitsabfrage ist ungültig oder abgelaufen. Bitte bestätigen Sie sie erneut.';

async function renderForgot(answer: FakeAnswerFor<'forgotPassword'>) {
  const captcha = fakeCaptcha();
  const view = renderWithServices(captcha.wrap(<ForgotPasswordScreen />), {
    routes: { forgottenPasswordToken: tokenAnswer, forgotPassword: answer },
    address: '/forgot-password',
  });
  await screen.findByTestId('captcha-widget');
  const email = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'E-Mail' });
  const typeEmail = (value: string) => fireEvent.input(email(), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Neues Passwort anfordern' }));
  const sent = () => view.server.requests.filter((request) => request.call === 'forgotPassword');
  return { ...view, captcha, email, typeEmail, submit, sent };
}

describe('ForgotPasswordScreen', () => {
  it.each([
    ['neither', '', false],
    ['only the address', 'anna@example.test', false],
    ['only the captcha', '', true],
  ])('asks for e-mail and captcha when %s is given, and sends nothing', async (_case, address, solved) => {
    const { captcha, typeEmail, submit, sent } = await renderForgot(ok({ success: true }));
    typeEmail(address);
    if (solved) await captcha.solve();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Bitte E-Mail und Sicherheitsabfrage ausfüllen.');
    expect(sent()).toHaveLength(0);
  });

  it('marks the missing field as invalid, pointing to the message', async () => {
    const { email, submit } = await renderForgot(ok({ success: true }));
    submit();
    const alert = await screen.findByRole('alert');
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(email().getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('sends address, captcha and token, and replaces the form by the success text', async () => {
    const { captcha, typeEmail, submit, sent } = await renderForgot(ok({ success: true }));
    typeEmail(' anna@example.test ');
    await captcha.solve('captcha-loesung');
    submit();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'E-Mail' }).disabled).toBe(true);
    expect(await screen.findByText(successText)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'E-Mail' })).toBeNull();
    expect(sent()[0]?.body).toBe('email=anna%40example.test&captcha=captcha-loesung&_token=formular-token');
  });

  it('shows a captcha refusal at the captcha and resets it', async () => {
    const { captcha, typeEmail, submit } = await renderForgot(failure('invalid-input', captchaRefused, 'captcha'));
    typeEmail('anna@example.test');
    await captcha.solve();
    submit();
    expect(await screen.findByRole('group', { name: 'Sicherheitsabfrage', description: captchaRefused })).toBeTruthy();
    await waitFor(() => expect(captcha.current().reset).toHaveBeenCalledWith());
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'E-Mail' }).value).toBe('anna@example.test');
  });

  it('shows other failures in a red alert', async () => {
    const { captcha, typeEmail, submit } = await renderForgot(failure('too-many-attempts', texts.errors.tooManyAttempts));
    typeEmail('anna@example.test');
    await captcha.solve();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(texts.errors.tooManyAttempts);
  });
});
