import { useState } from 'preact/hooks';
import { registrationCalls, texts } from '@bfsm/api-adapter';
import { Captcha } from '../captcha/Captcha';
import { useCaptchaAnswer } from '../captcha/use-captcha-answer';
import { ErrorAlert } from '../forms/ErrorAlert';
import { SubmitActions } from '../forms/SubmitActions';
import { TextField } from '../forms/TextField';
import { useFormErrors } from '../forms/use-form-errors';
import { useServices } from '../services/services';
import { forgotPasswordTexts } from './forgot-password-texts';

const t = forgotPasswordTexts;
const fields = ['email', 'captcha'] as const;

/**
 * The e-mail address and the captcha. The answer is the same whether or not an account has the
 * address (the server answers alike), so the screen cannot be used to find out who has one.
 */
export function ForgotPasswordForm({ token, challengeUrl }: { token: string | undefined; challengeUrl: string | undefined }) {
  const { client } = useServices();
  const [email, setEmail] = useState('');
  const captcha = useCaptchaAnswer();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const { form, alertId, fieldErrors, formError, alertAbout, showIncomplete, showFailure, clear } = useFormErrors(
    'forgot-password',
    fields,
  );

  async function request(event: Event) {
    event.preventDefault();
    const answer = captcha.answer;
    // Without a token there is no challenge, so no answer either.
    if (!email.trim() || !answer || !token) {
      // One message for both; the fields that lack a value point to it.
      showIncomplete(texts.forms.forgotPasswordRequired);
      return;
    }
    clear();
    setSending(true);
    try {
      await client.call(registrationCalls.forgotPassword, { body: { email: email.trim(), captcha: answer, _token: token } });
      setSent(true);
    } catch (failure) {
      showFailure(failure);
      captcha.renew();
      setSending(false);
    }
  }

  if (sent) {
    return (
      <p class="alert alert--success" role="status">
        {texts.success.forgotPassword}
      </p>
    );
  }

  return (
    <form ref={form} class="form" onSubmit={request} noValidate aria-busy={sending}>
      {formError && <ErrorAlert id={alertId}>{formError}</ErrorAlert>}
      <p>{t.intro}</p>
      <TextField
        id="forgot-password-email"
        label={t.email}
        type="email"
        autocomplete="email"
        value={email}
        onValue={setEmail}
        required
        disabled={sending}
        error={fieldErrors.email}
        describedBy={alertAbout(!email.trim())}
      />
      <Captcha
        id="forgot-password-captcha"
        challengeUrl={challengeUrl}
        {...captcha.widget}
        disabled={sending}
        error={fieldErrors.captcha}
        describedBy={alertAbout(!captcha.answer)}
      />
      <SubmitActions label={t.submit} sending={sending} />
    </form>
  );
}
