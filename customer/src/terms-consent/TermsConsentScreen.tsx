import { useState } from 'preact/hooks';
import { registrationCalls, sameOriginAddress, texts } from '@bfsm/api-adapter';
import type { RouteScreenProps } from '../app/routes';
import { useDocumentTitle } from '../document-title/use-document-title';
import { ConsentBoxes } from '../forms/ConsentBoxes';
import { ErrorAlert } from '../forms/ErrorAlert';
import { SubmitActions } from '../forms/SubmitActions';
import { useFormErrors } from '../forms/use-form-errors';
import { useServices } from '../services/services';
import { termsConsentTexts } from './terms-consent-texts';

const t = termsConsentTexts;

/**
 * /account/terms-consent/:next, where the shell sends a user whose menu call failed with
 * 'terms-consent'. The shell does not redirect again on this address, so the screen cannot loop;
 * its header stays without menu until the consent is given.
 */
export default function TermsConsentScreen({ params }: RouteScreenProps) {
  const { client, navigate, origin } = useServices();
  const [privacy, setPrivacy] = useState(false);
  const [terms, setTerms] = useState(false);
  const [sending, setSending] = useState(false);
  const { form, alertId, formError, alertAbout, showIncomplete, showFormError, clear } = useFormErrors('terms-consent', []);
  useDocumentTitle(t.title);

  async function consent(event: Event) {
    event.preventDefault();
    if (!privacy || !terms) {
      showIncomplete(texts.forms.termsConsentRequired);
      return;
    }
    clear();
    setSending(true);
    const answer = await client
      .call(registrationCalls.termsConsent, { query: {}, body: { privacy_policy_accepted: true, terms_accepted: true } })
      .catch(() => undefined);
    if (answer?.success) {
      // A full page load: the shell and its menu start over, now that the consent is recorded.
      navigate(sameOriginAddress(params.next, origin));
      return;
    }
    showFormError(texts.errors.tryAgain);
    setSending(false);
  }

  return (
    <section class="screen screen--narrow">
      <h1>{t.title}</h1>
      <form ref={form} class="form" onSubmit={consent} noValidate aria-busy={sending}>
        {formError && <ErrorAlert id={alertId}>{formError}</ErrorAlert>}
        <p>{t.intro}</p>
        <ConsentBoxes
          idPrefix="terms-consent"
          privacy={privacy}
          terms={terms}
          onPrivacy={setPrivacy}
          onTerms={setTerms}
          disabled={sending}
          privacyDescribedBy={alertAbout(!privacy)}
          termsDescribedBy={alertAbout(!terms)}
        />
        <SubmitActions label={t.submit} sending={sending} />
      </form>
    </section>
  );
}
