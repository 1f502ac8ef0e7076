import { useState } from 'preact/hooks';
import { secondFactorCalls } from '@bfsm/api-adapter';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { TextField } from '../../forms/TextField';
import { useServices } from '../../services/services';
import { asApiError } from '../../services/use-load';
import { secondFactorTexts } from './second-factor-texts';

const t = secondFactorTexts;

/** Switching the own second factor off takes a current code, so a stolen session cannot do it. */
export function SecondFactorSwitchOff({ onSwitchedOff }: { onSwitchedOff: () => void }) {
  const { client } = useServices();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function switchOff(event: Event) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await client.call(secondFactorCalls.disableSecondFactor, { body: { code: code.trim() } });
      onSwitchedOff();
    } catch (failure) {
      setError(asApiError(failure).message);
      setBusy(false);
    }
  }

  return (
    <form class="form" onSubmit={switchOff} noValidate>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <TextField
        id="second-factor-off-code"
        label={t.switchOffCode}
        autocomplete="one-time-code"
        value={code}
        onValue={setCode}
        required
        disabled={busy}
      />
      <div class="form__actions">
        <button type="submit" class="button" disabled={busy || !code.trim()}>
          {t.switchOff}
        </button>
      </div>
    </form>
  );
}
