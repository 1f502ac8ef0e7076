import { useState } from 'preact/hooks';
import { secondFactorCalls } from '@bfsm/api-adapter';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { TextField } from '../../forms/TextField';
import { useServices } from '../../services/services';
import { asApiError } from '../../services/use-load';
import { RecoveryCodesList } from './RecoveryCodesList';
import { secondFactorTexts } from './second-factor-texts';

const t = secondFactorTexts;

/** 'Neue Wiederherstellungscodes': the password or a code confirms it; all old codes are replaced and the new ones shown once. */
export function RecoveryCodesRenewal({ onRenewed }: { onRenewed: () => void }) {
  const { client } = useServices();
  // The form opens at the button and closes again at 'Abbrechen': the codes stay as they are.
  const [open, setOpen] = useState(false);
  const [proof, setProof] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [codes, setCodes] = useState<string[]>();

  async function renew(event: Event) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const answer = await client.call(secondFactorCalls.renewRecoveryCodes, { body: { passwordOrCode: proof.trim() } });
      setCodes(answer.recoveryCodes);
    } catch (failure) {
      setError(asApiError(failure).message);
    } finally {
      setProof('');
      setBusy(false);
    }
  }

  if (codes) return <RecoveryCodesList codes={codes} onDone={onRenewed} />;
  if (!open)
    return (
      <button type="button" class="button" onClick={() => setOpen(true)}>
        {t.renew}
      </button>
    );
  return (
    <form class="form" onSubmit={renew} noValidate>
      <p>{t.renewIntro}</p>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <TextField
        id="recovery-renewal-proof"
        type="password"
        label={t.renewProof}
        autocomplete="current-password"
        value={proof}
        onValue={setProof}
        required
        disabled={busy}
      />
      <div class="form__actions">
        <button type="submit" class="button button--primary" disabled={busy || !proof.trim()}>
          {t.renew}
        </button>
        <button type="button" class="button" disabled={busy} onClick={() => setOpen(false)}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
