import { useState } from 'preact/hooks';
import type { ApiError } from '@bfsm/api-adapter';
import { useDocumentTitle } from '../document-title/use-document-title';
import { ErrorAlert } from '../forms/ErrorAlert';
import { SendingHint } from '../forms/SendingHint';
import { useServices } from '../services/services';
import { asApiError } from '../services/use-load';

interface Props {
  texts: { title: string; text: string; submit: string; toLogin: string };
  /**
   * Sends the link's code; answers the address to go on to, or nothing where the screen that
   * uses this one shows the outcome itself (and replaces this one).
   */
  act: () => Promise<string | undefined>;
}

/**
 * A screen behind a link in a mail (confirm the address, 'Das war ich nicht'). It acts on a click,
 * not on the opening of the link, so that mail scanners that open links do nothing on their own.
 */
export function MailedLinkScreen({ texts: t, act }: Props) {
  const { navigate } = useServices();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<ApiError>();
  useDocumentTitle(t.title);

  async function click() {
    setError(undefined);
    setSending(true);
    try {
      const next = await act();
      if (next !== undefined) navigate(next);
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
            <button type="button" class="button button--primary" disabled={sending} onClick={() => void click()}>
              {t.submit}
            </button>
            <SendingHint sending={sending} />
          </div>
        </>
      )}
    </section>
  );
}
