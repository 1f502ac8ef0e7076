import { consentTexts } from './consent-texts';
import { CheckboxField } from './CheckboxField';

const t = consentTexts;

interface Props {
  idPrefix: string;
  privacy: boolean;
  terms: boolean;
  onPrivacy: (checked: boolean) => void;
  onTerms: (checked: boolean) => void;
  disabled?: boolean;
  privacyError?: string | undefined;
  termsError?: string | undefined;
  privacyDescribedBy?: string | undefined;
  termsDescribedBy?: string | undefined;
}

/**
 * The two required boxes: privacy policy and terms. Their links open a new tab, so that reading
 * the text does not throw away what the visitor has typed into the form.
 */
export function ConsentBoxes(props: Props) {
  const { idPrefix, privacy, terms, onPrivacy, onTerms, disabled, privacyError, termsError, privacyDescribedBy, termsDescribedBy } = props;
  return (
    <>
      <CheckboxField
        id={`${idPrefix}-privacy`}
        checked={privacy}
        onChecked={onPrivacy}
        required
        disabled={disabled}
        error={privacyError}
        describedBy={privacyDescribedBy}
      >
        {t.privacyBefore}
        <NewTabLink href="/datenschutz" text={t.privacyLink} />
        {t.privacyAfter}
      </CheckboxField>
      <CheckboxField
        id={`${idPrefix}-terms`}
        checked={terms}
        onChecked={onTerms}
        required
        disabled={disabled}
        error={termsError}
        describedBy={termsDescribedBy}
      >
        {t.termsBefore}
        <NewTabLink href="/bedingungen" text={t.termsLink} />
        {t.termsAfter}
      </CheckboxField>
    </>
  );
}

function NewTabLink({ href, text }: { href: string; text: string }) {
  return (
    <a href={href} target="_blank" rel="noopener">
      {text}
      <span class="visually-hidden"> {t.opensInNewTab}</span>
    </a>
  );
}
