import { useState } from 'preact/hooks';
import { sessionCalls, type ActiveSession } from '@bfsm/api-adapter';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { useServices } from '../../services/services';
import { asApiError, useLoad } from '../../services/use-load';
import { customerTexts } from '../../texts';
import { accountTexts } from '../account-texts';
import { SessionItem } from './SessionItem';

const t = accountTexts.sessions;

type Outcome = { kind: 'success' | 'error'; text: string } | undefined;

/** The own sessions with 'Abmelden' for each other one and 'Andere Sitzungen abmelden'; `reload` changes when they may have ended. */
export function SessionsSection({ reload }: { reload: number }) {
  const { client } = useServices();
  const [ends, setEnds] = useState(0);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const sessions = useLoad((signal) => client.call(sessionCalls.listSessions, {}, { signal }), [client, reload, ends]);

  async function run(action: () => Promise<unknown>, success: string) {
    setBusy(true);
    setOutcome(undefined);
    try {
      await action();
      setOutcome({ kind: 'success', text: success });
    } catch (failure) {
      setOutcome({ kind: 'error', text: asApiError(failure).message });
    } finally {
      setBusy(false);
      setEnds((count) => count + 1);
    }
  }

  const endOne = (session: ActiveSession) =>
    run(() => client.call(sessionCalls.endSession, { params: { sessionId: session.id }, body: {} }), t.ended);
  const endOthers = () => run(() => client.call(sessionCalls.endOtherSessions, { body: {} }), t.othersEnded);
  const hasOthers = sessions.status === 'ready' && sessions.data.some((session) => !session.current);

  return (
    <section class="card" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">{t.heading}</h2>
      <p>{t.intro}</p>
      {outcome?.kind === 'success' && (
        <p class="alert alert--success" role="status">
          {outcome.text}
        </p>
      )}
      {outcome?.kind === 'error' && <ErrorAlert>{outcome.text}</ErrorAlert>}
      {sessions.status === 'loading' && <p class="loading-hint">{customerTexts.loading}</p>}
      {sessions.status === 'failed' && <ErrorAlert>{sessions.error.message}</ErrorAlert>}
      {sessions.status === 'ready' && (
        <ul class="session-list">
          {sessions.data.map((session) => (
            <SessionItem key={session.id} session={session} busy={busy} onEnd={endOne} />
          ))}
        </ul>
      )}
      {hasOthers && (
        <p>
          <button type="button" class="button button--primary" disabled={busy} onClick={endOthers}>
            {t.endOthers}
          </button>
        </p>
      )}
    </section>
  );
}
