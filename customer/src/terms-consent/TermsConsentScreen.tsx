import { useState } from 'preact/hooks';
import { registrationCalls, texts } from '@bfsm/api-adapter';
import type { RouteScreenProps } from '../app/routes';
import { useDocumentTitle } from '../document-title/use-document-title';
import { ConsentBoxes } from '../forms/ConsentBoxes';
import { ErrorAlert } from '../forms/ErrorAlert';
import { SendingHint } from '../forms/SendingHint';
import { safeNextAddress } from '../login/safe-next';
import { useServices } from '../services/services';
import { customerTexts } from '../texts';

const t = customerTexts.termsConsent;
const alertId = 'terms-consent-alert';

/**
 * /account/terms-consent/:next, where the shell sends a user whose menu call failed with
 * 'terms-consent'. The shell does not redirect again on this address, so the screen cannot loop;
 * its header stays without menu until the consent is given.
 */
export default function TermsConsentScreen({ params }: RouteScreenProps) {
  const { client, navigate } = useServices();
  const [privacy, setPrivacy] = useState(false);
  const [terms, setTerms] = useState(false);
  const [error, setError] = useState<string>();
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);
  useDocumentTitle(t.title);

  async function consent(event: Event) {
    event.preventDefault();
    const incomplete = !privacy || !terms;
    setMissing(incomplete);
    if (incomplete) {
      setError(texts.forms.termsConsentRequired);
      return;
    }
    setError(undefined);
    setSending(true);
    const answer = await client
      .call(registrationCalls.termsConsent, { query: {}, body: { privacy_policy_accepted: true, terms_accepted: true } })
      .catch(() => undefined);
    if (answer?.success) {
      // A full page load: the shell and its menu start over, now that the consent is recorded.
      navigate(safeNextAddress(params.next));
      return;
    }
    setError(texts.errors.tryAgain);
    setSending(false);
  }

  return (
    <section class="screen screen--narrow">
      <h1>{t.title}</h1>
      <form class="form" onSubmit={consent} noValidate aria-busy={sending}>
        {error && <ErrorAlert id={alertId}>{error}</ErrorAlert>}
        <p>{t.intro}</p>
        <ConsentBoxes
          idPrefix="terms-consent"
          privacy={privacy}
          terms={terms}
          onPrivacy={setPrivacy}
          onTerms={setTerms}
          disabled={sending}
          privacyDescribedBy={missing && !privacy ? alertId : undefined}
          termsDescribedBy={missing && !terms ? alertId : undefined}
        />
        <div class="form__actions">
          <button type="submit" class="button button--primary" disabled={sending}>
            {t.submit}
          </button>
          <SendingHint sending={sending} />
        </div>
      </form>
    </section>
  );
}
