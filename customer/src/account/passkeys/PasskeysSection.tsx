import { useState } from 'preact/hooks';
import { passkeyCalls, type Passkey } from '@bfsm/api-adapter';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { isBrowserRefusal } from '../../passkeys/browser-refusal';
import { contractProblems } from '../../forms/contract-problems';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { OutcomeAlert, type Outcome } from '../../forms/OutcomeAlert';
import { TextField } from '../../forms/TextField';
import { useFormErrors } from '../../forms/use-form-errors';
import { loadCeremonies } from '../../passkeys/passkey-support';
import { useServices } from '../../services/services';
import { asApiError, useLoad } from '../../services/use-load';
import { customerTexts } from '../../texts';
import { useFreshProof } from '../fresh-proof/use-fresh-proof';
import { PasskeyItem } from './PasskeyItem';
import { passkeyTexts } from './passkey-texts';

const t = passkeyTexts;

/** The name's problem as the contract's schema words it, or none. */
const nameProblem = (name: string) => contractProblems(passkeyCalls.renamePasskey.body, { name }, ['name'] as const).name;

/**
 * Passkeys on the own password tab: add one under a name, list them, rename, remove after a
 * confirmation. `onChanged` after each change.
 */
export function PasskeysSection({ onChanged }: { onChanged?: () => void }) {
  const { client } = useServices();
  const [changes, setChanges] = useState(0);
  const [name, setName] = useState('');
  // A refused name shows at its field, which takes the focus (keyboard and screen-reader users land on it).
  const { form, fieldErrors, showFieldErrors, clear } = useFormErrors('passkey-add', ['name'] as const);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const [removing, setRemoving] = useState<Passkey>();
  // Adding a passkey adds a way to sign in: the server wants a recent proof of who one is first.
  const { withFreshProof, freshProofDialog } = useFreshProof();
  const passkeys = useLoad((signal) => client.call(passkeyCalls.listPasskeys, {}, { signal }), [client, changes]);

  async function run(action: () => Promise<unknown>, success: string): Promise<boolean> {
    setBusy(true);
    setOutcome(undefined);
    try {
      await action();
      setOutcome({ ok: true, text: success });
      setChanges((count) => count + 1);
      onChanged?.();
      return true;
    } catch (failure) {
      setOutcome({ ok: false, text: isBrowserRefusal(failure) ? t.browserRefused : asApiError(failure).message });
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function add(event: Event) {
    event.preventDefault();
    const problem = nameProblem(name.trim());
    if (problem) return showFieldErrors({ name: problem });
    clear();
    const added = () => withFreshProof(async () => (await loadCeremonies()).addPasskey(client, name.trim()));
    if (await run(added, t.added)) setName('');
  }

  const rename = (passkey: Passkey, newName: string) => {
    const problem = nameProblem(newName);
    if (problem) {
      setOutcome({ ok: false, text: problem });
      return Promise.resolve(false);
    }
    return run(() => client.call(passkeyCalls.renamePasskey, { params: { passkeyId: passkey.id }, body: { name: newName } }), t.renamed);
  };

  async function remove() {
    if (!removing) return;
    await run(() => client.call(passkeyCalls.removePasskey, { params: { passkeyId: removing.id }, body: {} }), t.removed);
    setRemoving(undefined);
  }

  return (
    <section class="card" aria-labelledby="passkeys-heading" id="passkeys">
      <h2 id="passkeys-heading">{t.heading}</h2>
      <p>{t.intro}</p>
      <OutcomeAlert outcome={outcome} />
      {passkeys.status === 'loading' && <p class="loading-hint">{customerTexts.loading}</p>}
      {passkeys.status === 'failed' && <ErrorAlert>{passkeys.error.message}</ErrorAlert>}
      {passkeys.status === 'ready' &&
        (passkeys.data.length === 0 ? (
          <p>{t.none}</p>
        ) : (
          <ul class="session-list" aria-label={t.heading}>
            {passkeys.data.map((passkey) => (
              <PasskeyItem key={passkey.id} passkey={passkey} busy={busy} onRename={rename} onRemove={setRemoving} />
            ))}
          </ul>
        ))}
      <form ref={form} class="form" onSubmit={add} noValidate>
        <TextField id="passkey-name" label={t.name} value={name} onValue={setName} error={fieldErrors.name} required disabled={busy} />
        <div class="form__actions">
          <button type="submit" class="button button--primary" disabled={busy}>
            {t.add}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={removing !== undefined}
        title={t.removeTitle}
        confirmLabel={t.remove}
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(undefined)}
      >
        <p>{t.removeText(removing?.name ?? '')}</p>
      </ConfirmDialog>
      {freshProofDialog}
    </section>
  );
}
