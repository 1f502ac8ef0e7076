import { useState } from 'preact/hooks';
import { registrationCalls, texts } from '@bfsm/api-adapter';
import { Captcha } from '../captcha/Captcha';
import { ErrorAlert } from '../forms/ErrorAlert';
import { SendingHint } from '../forms/SendingHint';
import { fieldOfTarget, type FieldErrors } from '../forms/server-target';
import { TextField } from '../forms/TextField';
import { useFocusFirstInvalid } from '../forms/use-focus-first-invalid';
import { useServices } from '../services/services';
import { asApiError } from '../services/use-load';
import { customerTexts } from '../texts';

const t = customerTexts.forgotPassword;
const fields = ['email', 'captcha'] as const;
const alertId = 'forgot-password-alert';

/**
 * The e-mail address and the captcha. The answer is the same whether or not an account has the
 * address (the server answers alike), so the screen cannot be used to find out who has one.
 */
export function ForgotPasswordForm({ token, challengeUrl }: { token: string; challengeUrl: string }) {
  const { client } = useServices();
  const [email, setEmail] = useState('');
  const [captcha, setCaptcha] = useState<string>();
  const [captchaReset, setCaptchaReset] = useState(0);
  const [errors, setErrors] = useState<FieldErrors<(typeof fields)[number]>>({});
  const [formError, setFormError] = useState<string>();
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const { form, focusFirstInvalid } = useFocusFirstInvalid();

  async function request(event: Event) {
    event.preventDefault();
    setErrors({});
    const incomplete = !email.trim() || !captcha;
    setMissing(incomplete);
    if (incomplete) {
      // One message for both (spec section 5); the fields that lack a value point to it.
      setFormError(texts.forms.forgotPasswordRequired);
      focusFirstInvalid();
      return;
    }
    setFormError(undefined);
    setSending(true);
    try {
      await client.call(registrationCalls.forgotPassword, { body: { email: email.trim(), captcha, _token: token } });
      setSent(true);
    } catch (failure) {
      const error = asApiError(failure);
      const field = fieldOfTarget(error.target, fields);
      if (field) {
        setErrors({ [field]: error.message });
        focusFirstInvalid();
      } else setFormError(error.message);
      setCaptchaReset((count) => count + 1);
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
        error={errors.email}
        describedBy={missing && !email.trim() ? alertId : undefined}
      />
      <Captcha
        id="forgot-password-captcha"
        challengeUrl={challengeUrl}
        onSolved={setCaptcha}
        onCleared={() => setCaptcha(undefined)}
        resetSignal={captchaReset}
        disabled={sending}
        error={errors.captcha}
        describedBy={missing && !captcha ? alertId : undefined}
      />
      <div class="form__actions">
        <button type="submit" class="button button--primary" disabled={sending}>
          {t.submit}
        </button>
        <SendingHint sending={sending} />
      </div>
    </form>
  );
}
