import { useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { invitationCalls } from '@bfsm/api-adapter';
import { CheckboxField } from '../forms/CheckboxField';
import { ErrorAlert } from '../forms/ErrorAlert';
import { SendingHint } from '../forms/SendingHint';
import { asApiError } from '../services/use-load';
import { useServices } from '../services/services';
import { invitationTexts as t } from './invitation-texts';

/** Declines, optionally reporting the invitation as abuse, and says so on /invitation-declined. */
export function DeclineForm({ invitation, code, heading }: { invitation: number; code: string | undefined; heading: string }) {
  const { client } = useServices();
  const { route } = useLocation();
  const [report, setReport] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function decline(event: Event) {
    event.preventDefault();
    setSending(true);
    setError(undefined);
    try {
      const input = { params: { invitation, code } };
      await (report ? client.call(invitationCalls.reportInvitation, input) : client.call(invitationCalls.declineInvitation, input));
      route(`/invitation-declined?reported=${report}`);
    } catch (failure) {
      setError(asApiError(failure).message);
      setSending(false);
    }
  }

  return (
    <form class="form invitation__decline" onSubmit={decline} aria-busy={sending} aria-labelledby="decline-heading">
      <h2 id="decline-heading">{heading}</h2>
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <CheckboxField id="decline-report" checked={report} onChecked={setReport} disabled={sending}>
        {t.report}
      </CheckboxField>
      <div class="form__actions">
        <button type="submit" class="button button--danger" disabled={sending}>
          {t.decline}
        </button>
        <SendingHint sending={sending} />
      </div>
    </form>
  );
}
