import { useState } from 'preact/hooks';
import { secondFactorCalls } from '@bfsm/api-adapter';
import { germanDateTime } from '../../dates/german-date-time';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { OutcomeAlert, type Outcome } from '../../forms/OutcomeAlert';
import { useServices } from '../../services/services';
import { asApiError, useLoad } from '../../services/use-load';
import { customerTexts } from '../../texts';
import { userSecurityTexts } from './user-security-texts';

const t = userSecurityTexts;

/** For admins: whether the user is locked out by the sign-in throttle (with 'Sperre aufheben') and has a second factor (with its reset). */
export function UserSecurityPanel({ userId, onChanged }: { userId: number; onChanged: () => void }) {
  const { client } = useServices();
  const [changes, setChanges] = useState(0);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const params = { userId: String(userId) };
  const security = useLoad((signal) => client.call(secondFactorCalls.getUserSecurity, { params }, { signal }), [client, userId, changes]);

  async function act(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    setOutcome(undefined);
    try {
      await action();
      setOutcome({ ok: true, text: done });
    } catch (failure) {
      setOutcome({ ok: false, text: asApiError(failure).message });
    } finally {
      setBusy(false);
      setChanges((count) => count + 1);
      onChanged();
    }
  }

  return (
    <section class="card" aria-labelledby="advanced-security">
      <h2 id="advanced-security">{t.heading}</h2>
      <OutcomeAlert outcome={outcome} />
      {security.status === 'loading' && <p class="loading-hint">{customerTexts.loading}</p>}
      {security.status === 'failed' && <ErrorAlert>{asApiError(security.error).message}</ErrorAlert>}
      {security.status === 'ready' && (
        <>
          <p>{security.data.lockedUntil ? t.locked(germanDateTime(security.data.lockedUntil)) : t.notLocked}</p>
          {security.data.lockedUntil && (
            <p>
              <button
                type="button"
                class="button button--primary"
                disabled={busy}
                onClick={() => act(() => client.call(secondFactorCalls.unlockSignIn, { params, body: {} }), t.unlocked)}
              >
                {t.unlock}
              </button>
            </p>
          )}
          <p>{security.data.secondFactorEnabled ? t.secondFactorOn : t.secondFactorOff}</p>
          {security.data.secondFactorEnabled && (
            <p>
              <button
                type="button"
                class="button"
                disabled={busy}
                onClick={() => act(() => client.call(secondFactorCalls.resetSecondFactor, { params, body: {} }), t.resetDone)}
              >
                {t.reset}
              </button>
            </p>
          )}
        </>
      )}
    </section>
  );
}
