import { useState } from 'preact/hooks';
import { secondFactorCalls } from '@bfsm/api-adapter';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { TextField } from '../../forms/TextField';
import { useServices } from '../../services/services';
import { asApiError } from '../../services/use-load';
import { useFreshProof } from '../fresh-proof/use-fresh-proof';
import { RecoveryCodesList } from './RecoveryCodesList';
import { secondFactorTexts } from './second-factor-texts';

const t = secondFactorTexts;

type Setup = { secret: string; qrCode: string };

/** Start, scan (or type the key), confirm with a first code; then the recovery codes, shown this once. */
export function SecondFactorSetup({ onConfirmed }: { onConfirmed: () => void }) {
  const { client } = useServices();
  const [setup, setSetup] = useState<Setup>();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  // The app becomes a way to sign in: both steps want a recent proof of who one is, which may lapse between them.
  const { withFreshProof, freshProofDialog } = useFreshProof();

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (failure) {
      setError(asApiError(failure).message);
    } finally {
      setBusy(false);
    }
  }

  const start = () =>
    run(async () => setSetup(await withFreshProof(() => client.call(secondFactorCalls.startSecondFactorSetup, { body: {} }))));
  const confirm = (event: Event) => {
    event.preventDefault();
    void run(async () => {
      const answer = await withFreshProof(() => client.call(secondFactorCalls.confirmSecondFactor, { body: { code: code.trim() } }));
      setRecoveryCodes(answer.recoveryCodes);
    });
  };

  if (recoveryCodes) return <RecoveryCodesList codes={recoveryCodes} onDone={onConfirmed} />;

  if (!setup) {
    return (
      <>
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <button type="button" class="button button--primary" disabled={busy} onClick={start}>
          {t.start}
        </button>
        {freshProofDialog}
      </>
    );
  }

  // The dialog beside the form, not in it: its own form's submit would bubble into this one.
  return (
    <>
      <form class="form" onSubmit={confirm} noValidate>
        <p>{t.scan}</p>
        <img src={setup.qrCode} alt={t.qrAlt} width={200} height={200} />
        <p>
          {t.secretLabel}: <code data-testid="second-factor-secret">{setup.secret}</code>
        </p>
        {error && <ErrorAlert>{error}</ErrorAlert>}
        <TextField
          id="second-factor-code"
          label={t.code}
          autocomplete="one-time-code"
          value={code}
          onValue={setCode}
          required
          disabled={busy}
        />
        <div class="form__actions">
          <button type="submit" class="button button--primary" disabled={busy || !code.trim()}>
            {t.confirm}
          </button>
        </div>
      </form>
      {freshProofDialog}
    </>
  );
}
