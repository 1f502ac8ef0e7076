import { useEffect, useRef, useState } from 'preact/hooks';
import { secondFactorCalls, texts } from '@bfsm/api-adapter';
import { dialogTexts } from '../../dialogs/dialog-texts';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { SendingHint } from '../../forms/SendingHint';
import { TextField } from '../../forms/TextField';
import { useFormErrors } from '../../forms/use-form-errors';
import { isBrowserRefusal } from '../../passkeys/browser-refusal';
import { knowsPasskeys, loadCeremonies } from '../../passkeys/passkey-support';
import { useServices } from '../../services/services';
import { freshProofTexts } from './fresh-proof-texts';

const t = freshProofTexts;

// Fixed ids: the dialog is modal, so no second one can be opened beside it.
const titleId = 'fresh-proof-title';
const introId = 'fresh-proof-intro';

interface Props {
  /** The proof is done: the action it was asked for runs once more, and the dialog goes when that has settled. */
  onProved: () => Promise<void>;
  /** 'Abbrechen', or Escape. */
  onCancel: () => void;
}

/**
 * 'Identität bestätigen' (decision 051), on the native modal <dialog> as ConfirmDialog is: the
 * password and, where the account has one, the authenticator app's code (or a recovery code);
 * or a passkey, which is the only way for an account whose one second factor is a passkey.
 * Mounted while it is open; the focus goes to the password at once.
 */
export function FreshProofDialog({ onProved, onCancel }: Props) {
  const { client } = useServices();
  const dialog = useRef<HTMLDialogElement>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const { form, alertId, fieldErrors, formError, showFieldErrors, showFormError, showFailure, clear } = useFormErrors('fresh-proof', [
    'password',
    'code',
  ] as const);

  useEffect(() => {
    dialog.current?.showModal();
    // A browser focuses the first field by itself; said here, because typing the password is what the dialog is for.
    document.getElementById('fresh-proof-password')?.focus();
  }, []);

  async function confirm(event: Event) {
    event.preventDefault();
    if (!password) return showFieldErrors({ password: texts.validation.required });
    clear();
    setSending(true);
    try {
      await client.call(secondFactorCalls.confirmIdentity, { body: { password, ...(code.trim() ? { code: code.trim() } : {}) } });
    } catch (failure) {
      showFailure(failure);
      setSending(false);
      return;
    }
    // Still sending: the dialog goes once the action has run again.
    await onProved();
  }

  /**
   * A passkey sign-in proves both factors. It starts a new session; the action's calls fetch their
   * form tokens anew, so the retry needs no page load.
   */
  async function confirmWithPasskey() {
    clear();
    setSending(true);
    try {
      await (await loadCeremonies()).signInWithPasskey(client, false);
    } catch (failure) {
      if (isBrowserRefusal(failure)) showFormError(t.passkeyRefused);
      else showFailure(failure);
      setSending(false);
      return;
    }
    await onProved();
  }

  return (
    <dialog
      ref={dialog}
      class="dialog"
      aria-labelledby={titleId}
      aria-describedby={introId}
      // Escape while the proof is on its way would leave its answer nowhere.
      onCancel={(event) => sending && event.preventDefault()}
      onClose={onCancel}
    >
      <form ref={form} class="form" onSubmit={confirm} noValidate>
        <h2 id={titleId} class="dialog__title">
          {t.title}
        </h2>
        <p id={introId}>{t.intro}</p>
        {formError && <ErrorAlert id={alertId}>{formError}</ErrorAlert>}
        <TextField
          id="fresh-proof-password"
          type="password"
          label={t.password}
          autocomplete="current-password"
          value={password}
          onValue={setPassword}
          error={fieldErrors.password}
          required
          markRequired={false}
          disabled={sending}
        />
        <TextField
          id="fresh-proof-code"
          label={t.code}
          autocomplete="one-time-code"
          value={code}
          onValue={setCode}
          error={fieldErrors.code}
          disabled={sending}
        />
        <div class="dialog__actions">
          <button type="button" class="button" disabled={sending} onClick={onCancel}>
            {dialogTexts.cancel}
          </button>
          {knowsPasskeys() && (
            <button type="button" class="button" disabled={sending} onClick={() => void confirmWithPasskey()}>
              {t.passkey}
            </button>
          )}
          <button type="submit" class="button button--primary" disabled={sending}>
            {t.submit}
          </button>
        </div>
        <SendingHint sending={sending} />
      </form>
    </dialog>
  );
}
