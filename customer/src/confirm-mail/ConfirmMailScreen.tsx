import { useState } from 'preact/hooks';
import { ApiError, registrationCalls } from '@bfsm/api-adapter';
import type { RouteScreenProps } from '../app/routes';
import { useDocumentTitle } from '../document-title/use-document-title';
import { ErrorAlert } from '../forms/ErrorAlert';
import { SendingHint } from '../forms/SendingHint';
import { useServices } from '../services/services';
import { asApiError } from '../services/use-load';
import { confirmMailTexts } from './confirm-mail-texts';

const t = confirmMailTexts;

/**
 * /confirm-mail/:code, the link of the confirmation mail. Confirming takes a click, not just the
 * opening of the link, so that mail scanners that open links do not confirm on their own.
 */
export default function ConfirmMailScreen({ params }: RouteScreenProps) {
  const { client, navigate } = useServices();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ApiError>();
  useDocumentTitle(t.title);

  async function confirm() {
    setError(undefined);
    setSending(true);
    try {
      await client.call(registrationCalls.confirmMail, { params: { code: params.code ?? '' } });
      // A full page load: the shell starts over, and /account asks for a sign-in if there is none.
      navigate('/account');
    } catch (failure) {
      setError(asApiError(failure));
      setSending(false);
    }
  }

  // A used, unknown or expired code stays so; only a failed connection is worth another click.
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
            <button type="button" class="button button--primary" disabled={sending} onClick={confirm}>
              {t.submit}
            </button>
            <SendingHint sending={sending} />
          </div>
        </>
      )}
    </section>
  );
}
