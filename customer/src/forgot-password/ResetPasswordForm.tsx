import { useState } from 'preact/hooks';
import { passwordPairProblem, registrationCalls, rules } from '@bfsm/api-adapter';
import { ErrorAlert } from '../forms/ErrorAlert';
import { SendingHint } from '../forms/SendingHint';
import { fieldOfTarget, type FieldErrors } from '../forms/server-target';
import { TextField } from '../forms/TextField';
import { useFocusFirstInvalid } from '../forms/use-focus-first-invalid';
import { useServices } from '../services/services';
import { asApiError } from '../services/use-load';
import { customerTexts } from '../texts';

const t = customerTexts.resetPassword;
const fields = ['plainPassword.first', 'plainPassword.second'] as const;

/** The new password, twice, for the account that the tested code belongs to. */
export function ResetPasswordForm({ code, email }: { code: string; email: string }) {
  const { client, navigate } = useServices();
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const [errors, setErrors] = useState<FieldErrors<(typeof fields)[number]>>({});
  const [formError, setFormError] = useState<string>();
  const [sending, setSending] = useState(false);
  const { form, focusFirstInvalid } = useFocusFirstInvalid();

  async function save(event: Event) {
    event.preventDefault();
    setFormError(undefined);
    const problem = passwordPairProblem(first, second, 'reset');
    if (problem) {
      setErrors(first.length < rules.passwordMinLength ? { 'plainPassword.first': problem } : { 'plainPassword.second': problem });
      focusFirstInvalid();
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await client.call(registrationCalls.confirmForgottenPassword, { params: { code }, body: { plainPassword: { first, second } } });
      // The server has signed the user in: a full page load opens the account with a fresh shell.
      navigate('/account');
    } catch (failure) {
      const error = asApiError(failure);
      const field = fieldOfTarget(error.target, fields);
      if (field) {
        setErrors({ [field]: error.message });
        focusFirstInvalid();
      } else setFormError(error.message);
      setSending(false);
    }
  }

  return (
    <form ref={form} class="form" onSubmit={save} noValidate aria-busy={sending}>
      {formError && <ErrorAlert>{formError}</ErrorAlert>}
      <p>{t.forAccount(email)}</p>
      <TextField
        id="reset-password"
        label={t.password}
        type="password"
        autocomplete="new-password"
        value={first}
        onValue={setFirst}
        required
        disabled={sending}
        error={errors['plainPassword.first']}
      />
      <TextField
        id="reset-password-repeat"
        label={t.passwordRepeat}
        type="password"
        autocomplete="new-password"
        value={second}
        onValue={setSecond}
        required
        disabled={sending}
        error={errors['plainPassword.second']}
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
