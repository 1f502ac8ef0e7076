import { useState } from 'preact/hooks';
import { deviceCalls, rules } from '@bfsm/api-adapter';
import { OutcomeAlert, type Outcome } from '../../forms/OutcomeAlert';
import { NumberField } from '../../forms/NumberField';
import { contractProblems } from '../../forms/contract-problems';
import { useServices } from '../../services/services';
import { asApiError, useLoad } from '../../services/use-load';
import { customerTexts } from '../../texts';
import { accountTexts } from '../account-texts';

const t = accountTexts.offlinePeriod;
const minimum = rules.deactivationWaitDays;
const maximum = rules.maximumOfflineDays;

/**
 * For admins (decision 045): how long files activated offline last for this account. Longer helps
 * machines that are rarely online, and a withdrawn licence then lapses only after that long; the
 * profile shows the consequence and the timeline records the change.
 */
export function OfflinePeriodPanel({ userId, onChanged }: { userId: number; onChanged: () => void }) {
  const { client } = useServices();
  const [value, setValue] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const current = useLoad((signal) => client.call(deviceCalls.getActivatedDevices, { params: { userId } }, { signal }), [client, userId]);
  const shown = value ?? (current.status === 'ready' ? String(current.data.offline_license_days) : '');

  async function save(event: Event) {
    event.preventDefault();
    const body = { days: Number(shown) };
    const found = contractProblems(deviceCalls.setOfflineLicenseDays.body, body, ['days'] as const).days;
    setProblem(found);
    setOutcome(undefined);
    if (found) return;
    setBusy(true);
    try {
      await client.call(deviceCalls.setOfflineLicenseDays, { params: { userId }, body });
      setOutcome({ ok: true, text: t.saved });
      onChanged();
    } catch (failure) {
      setOutcome({ ok: false, text: asApiError(failure).message });
    }
    setBusy(false);
  }

  return (
    <section class="card" aria-labelledby="advanced-offline">
      <h2 id="advanced-offline">{t.heading}</h2>
      <p>{t.intro(minimum, maximum)}</p>
      <OutcomeAlert outcome={outcome} />
      {current.status === 'loading' && <p class="loading-hint">{customerTexts.loading}</p>}
      {current.status === 'ready' && (
        <form onSubmit={(event) => void save(event)} noValidate>
          <NumberField
            id="offline-days"
            label={t.label}
            value={shown}
            onValue={setValue}
            min={minimum}
            max={maximum}
            disabled={busy}
            error={problem}
          />
          <button type="submit" class="button" disabled={busy}>
            {t.save}
          </button>
        </form>
      )}
    </section>
  );
}
