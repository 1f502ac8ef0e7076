import { CheckboxField } from './CheckboxField';
import { ConsentBoxes } from './ConsentBoxes';
import type { SignUpValues } from './sign-up';
import { signUpTexts as t } from './sign-up-texts';

interface Props {
  /** The boxes' ids start with it: `<idPrefix>-newsletter`, `<idPrefix>-privacy`, `<idPrefix>-terms`. */
  idPrefix: string;
  values: Pick<SignUpValues, 'newsletter' | 'privacy' | 'terms'>;
  set: <K extends 'newsletter' | 'privacy' | 'terms'>(key: K) => (value: SignUpValues[K]) => void;
  errors: { newsletter?: string | undefined; privacy?: string | undefined; terms?: string | undefined };
  disabled: boolean;
}

/** The newsletter box and the two required consents of a new account, each group under its heading. */
export function SignUpConsents({ idPrefix, values, set, errors, disabled }: Props) {
  return (
    <>
      <fieldset class="form__group">
        <legend>{t.newsletterHeading}</legend>
        <CheckboxField
          id={`${idPrefix}-newsletter`}
          checked={values.newsletter}
          onChecked={set('newsletter')}
          disabled={disabled}
          error={errors.newsletter}
        >
          {t.newsletter}
        </CheckboxField>
      </fieldset>
      <fieldset class="form__group">
        <legend>{t.consentHeading}</legend>
        <ConsentBoxes
          idPrefix={idPrefix}
          privacy={values.privacy}
          terms={values.terms}
          onPrivacy={set('privacy')}
          onTerms={set('terms')}
          disabled={disabled}
          privacyError={errors.privacy}
          termsError={errors.terms}
        />
      </fieldset>
    </>
  );
}
