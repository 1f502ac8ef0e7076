import { useState } from 'preact/hooks';
import { secondFactorCalls } from '@bfsm/api-adapter';
import { ErrorAlert } from '../forms/ErrorAlert';
import { TextField } from '../forms/TextField';
import { useFormErrors } from '../forms/use-form-errors';
import { useServices } from '../services/services';
import { loginCodeTexts } from './login-code-texts';

const t = loginCodeTexts;

/** The second step of signing in, after a right password: the code of the authenticator app or a recovery code. */
export function LoginCodeForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { client } = useServices();
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const { form, alertId, formError, showFormError, showFailure, clear } = useFormErrors('login-code', []);

  async function confirm(event: Event) {
    event.preventDefault();
    if (!code.trim()) {
      showFormError(t.required);
      return;
    }
    clear();
    setSending(true);
    try {
      await client.call(secondFactorCalls.checkLoginCode, { body: { code: code.trim() } });
      onSignedIn();
    } catch (failure) {
      showFailure(failure);
      setCode('');
      setSending(false);
    }
  }

  return (
    <form ref={form} class="form" onSubmit={confirm} noValidate>
      <h2>{t.title}</h2>
      <p>{t.intro}</p>
      {formError && <ErrorAlert id={alertId}>{formError}</ErrorAlert>}
      <TextField
        id="login-code"
        label={t.code}
        autocomplete="one-time-code"
        value={code}
        onValue={setCode}
        required
        markRequired={false}
        disabled={sending}
      />
      <div class="form__actions">
        <button type="submit" class="button button--primary" disabled={sending}>
          {t.submit}
        </button>
      </div>
    </form>
  );
}
