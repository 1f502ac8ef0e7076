import { useState } from 'preact/hooks';
import { accountAlertsCalls, ApiError } from '@bfsm/api-adapter';
import type { RouteScreenProps } from '../app/routes';
import { useDocumentTitle } from '../document-title/use-document-title';
import { ErrorAlert } from '../forms/ErrorAlert';
import { SendingHint } from '../forms/SendingHint';
import { useServices } from '../services/services';
import { asApiError } from '../services/use-load';
import { notMeTexts } from './not-me-texts';

const t = notMeTexts;

/**
 * /not-me/:code, the 'Das war ich nicht' link of an account alert. It acts on a click, not on the
 * opening of the link (mail scanners open links), then leads to setting a new password.
 */
export default function NotMeScreen({ params }: RouteScreenProps) {
  const { client, navigate } = useServices();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ApiError>();
  useDocumentTitle(t.title);

  async function secure() {
    setError(undefined);
    setSending(true);
    try {
      const answer = await client.call(accountAlertsCalls.reportNotMe, { params: { code: params.code ?? '' }, body: {} });
      navigate(answer.resetPath);
    } catch (failure) {
      setError(asApiError(failure));
      setSending(false);
    }
  }

  // A used, unknown or expired link stays so; only a failed connection is worth another click.
  const refused = error !== undefined && error.status !== 0;
  return (
    <section class="screen screen--narrow">
      <h1>{t.title}</h1>
      {error && (
        <ErrorAlert>
          <p>{error.message}</p>
          <p>
            <a href="/login">{t.toLogin}</a>
          </p>
        </ErrorAlert>
      )}
      {!refused && (
        <>
          <p>{t.text}</p>
          <div class="form__actions">
            <button type="button" class="button button--primary" disabled={sending} onClick={secure}>
              {t.submit}
            </button>
            <SendingHint sending={sending} />
          </div>
        </>
      )}
    </section>
  );
}
