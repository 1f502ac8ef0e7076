import { useEffect, useRef, useState } from 'preact/hooks';
import { secondFactorCalls } from '@bfsm/api-adapter';
import { ErrorAlert } from '../forms/ErrorAlert';
import { TextField } from '../forms/TextField';
import { useFormErrors } from '../forms/use-form-errors';
import { isBrowserRefusal } from '../passkeys/browser-refusal';
import { knowsPasskeys, loadCeremonies } from '../passkeys/passkey-support';
import { useServices } from '../services/services';
import { fewRecoveryCodes } from '../account/second-factor/second-factor-texts';
import { loginCodeTexts } from './login-code-texts';

const t = loginCodeTexts;

/** Where 'Neue Wiederherstellungscodes' is: the second-factor section of the own password tab. */
const renewalAddress = '/account/changePw#zwei-faktor';

/**
 * The second step of signing in, after a right password: the code of the authenticator app, a
 * recovery code, or a passkey.
 */
export function LoginCodeForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { client } = useServices();
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  // Signed in with a recovery code: how many are left, said before going on.
  const [codesLeft, setCodesLeft] = useState<number>();
  const notice = useRef<HTMLDivElement>(null);
  // The form goes, the notice comes: the focus moves to it, so that keyboard and screen-reader users hear it.
  useEffect(() => notice.current?.focus(), [codesLeft]);
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
      const answer = await client.call(secondFactorCalls.checkLoginCode, { body: { code: code.trim() } });
      if (answer.recoveryCodesLeft === undefined) onSignedIn();
      else setCodesLeft(answer.recoveryCodesLeft);
    } catch (failure) {
      showFailure(failure);
      setCode('');
      setSending(false);
    }
  }

  /**
   * A passkey sign-in starts a session of its own that needs no code (the passkey is both
   * factors), so the code step ends as with a right code.
   */
  async function confirmWithPasskey() {
    clear();
    setSending(true);
    try {
      if (await (await loadCeremonies()).signInWithPasskey(client, false)) onSignedIn();
      else setSending(false);
    } catch (failure) {
      if (isBrowserRefusal(failure)) showFormError(t.passkeyRefused);
      else showFailure(failure);
      setSending(false);
    }
  }

  if (codesLeft !== undefined)
    return (
      <div role="status" ref={notice} tabIndex={-1}>
        <p>{t.recoveryCodeUsed(codesLeft)}</p>
        {codesLeft <= fewRecoveryCodes && (
          <p class="notice">
            {/* target _top: the router leaves the link to the browser, and the full page load starts the
                shell and its menu over as the signed-in user (as 'Weiter' does). */}
            {t.fewLeft}{' '}
            <a href={renewalAddress} target="_top">
              {t.renew}
            </a>
          </p>
        )}
        <div class="form__actions">
          <button type="button" class="button button--primary" onClick={onSignedIn}>
            {t.goOn}
          </button>
        </div>
      </div>
    );

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
        {knowsPasskeys() && (
          <button type="button" class="button" disabled={sending} onClick={() => void confirmWithPasskey()}>
            {t.passkey}
          </button>
        )}
      </div>
    </form>
  );
}
