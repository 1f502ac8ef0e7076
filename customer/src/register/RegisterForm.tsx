import { useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { greetings, registrationCalls } from '@bfsm/api-adapter';
import { Captcha } from '../captcha/Captcha';
import { useCaptchaAnswer } from '../captcha/use-captcha-answer';
import { CheckboxField } from '../forms/CheckboxField';
import { ConsentBoxes } from '../forms/ConsentBoxes';
import { ErrorAlert } from '../forms/ErrorAlert';
import { PasswordPairFields } from '../forms/PasswordPairFields';
import { RequiredHint } from '../forms/RequiredHint';
import { SelectField } from '../forms/SelectField';
import { SubmitActions } from '../forms/SubmitActions';
import { TextField } from '../forms/TextField';
import { useFormErrors } from '../forms/use-form-errors';
import { useServices } from '../services/services';
import { registerTexts } from './register-texts';
import {
  asGreeting,
  emptyRegistration,
  parseRegistration,
  registrationFields,
  type Edition,
  type RegistrationValues,
} from './registration-form';

const t = registerTexts;

/** The registration asks in the order Frau, Frau Dr., Herr, Herr Dr. */
const greetingOptions = [...greetings].sort((a, b) => a.localeCompare(b, 'de'));

interface Props {
  edition: Edition;
  /** Both arrive with the token call, after the form is drawn. */
  token: string | undefined;
  challengeUrl: string | undefined;
  /** As the operator configured it (the token call tells). */
  phoneRequired: boolean;
}

export function RegisterForm({ edition, token, challengeUrl, phoneRequired }: Props) {
  const { client } = useServices();
  const { route } = useLocation();
  const [values, setValues] = useState<RegistrationValues>(emptyRegistration);
  const captcha = useCaptchaAnswer();
  const [sending, setSending] = useState(false);
  const { form, alertId, fieldErrors, formError, showFieldErrors, showFailure, clear } = useFormErrors('register', registrationFields);
  const set =
    <K extends keyof RegistrationValues>(key: K) =>
    (value: RegistrationValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  async function register(event: Event) {
    event.preventDefault();
    // Without a token there is no challenge either, so the captcha's own check stops the sending.
    const parsed = parseRegistration(values, edition, captcha.answer, token ?? '', phoneRequired);
    if ('errors' in parsed) {
      showFieldErrors(parsed.errors);
      return;
    }
    clear();
    setSending(true);
    try {
      await client.call(registrationCalls.register, { body: parsed.body });
      route('/register/success');
    } catch (failure) {
      showFailure(failure);
      captcha.renew();
      setSending(false);
    }
  }

  return (
    <form ref={form} class="form" onSubmit={register} noValidate aria-busy={sending}>
      {formError && <ErrorAlert id={alertId}>{formError}</ErrorAlert>}
      <RequiredHint />
      <fieldset class="form__group">
        <legend>{t.personalHeading}</legend>
        <SelectField
          id="register-greeting"
          label={t.greeting}
          placeholder={t.chooseGreeting}
          options={greetingOptions}
          value={values.greeting}
          onValue={(value) => set('greeting')(asGreeting(value))}
          required
          disabled={sending}
          error={fieldErrors.greeting}
        />
        <TextField
          id="register-first-name"
          label={t.firstName}
          autocomplete="given-name"
          value={values.firstName}
          onValue={set('firstName')}
          required
          disabled={sending}
          error={fieldErrors.firstName}
        />
        <TextField
          id="register-last-name"
          label={t.lastName}
          autocomplete="family-name"
          value={values.lastName}
          onValue={set('lastName')}
          required
          disabled={sending}
          error={fieldErrors.lastName}
        />
        <TextField
          id="register-company"
          label={t.companyName}
          autocomplete="organization"
          value={values.companyName}
          onValue={set('companyName')}
          required
          disabled={sending}
          error={fieldErrors.companyName}
        />
        <TextField
          id="register-phone"
          label={t.phone}
          type="tel"
          autocomplete="tel"
          value={values.phone}
          onValue={set('phone')}
          required={phoneRequired}
          disabled={sending}
          error={fieldErrors.phone_number}
        />
        <TextField
          id="register-email"
          label={t.email}
          type="email"
          autocomplete="email"
          value={values.email}
          onValue={set('email')}
          required
          disabled={sending}
          error={fieldErrors.email}
        />
        <PasswordPairFields
          id="register-password"
          labels={t}
          first={values.password}
          second={values.passwordRepeat}
          onFirst={set('password')}
          onSecond={set('passwordRepeat')}
          disabled={sending}
          errors={fieldErrors}
        />
      </fieldset>
      <fieldset class="form__group">
        <legend>{t.newsletterHeading}</legend>
        <CheckboxField
          id="register-newsletter"
          checked={values.newsletter}
          onChecked={set('newsletter')}
          disabled={sending}
          error={fieldErrors.email_newsletter}
        >
          {t.newsletter}
        </CheckboxField>
      </fieldset>
      <fieldset class="form__group">
        <legend>{t.consentHeading}</legend>
        <ConsentBoxes
          idPrefix="register"
          privacy={values.privacy}
          terms={values.terms}
          onPrivacy={set('privacy')}
          onTerms={set('terms')}
          disabled={sending}
          privacyError={fieldErrors.privacy_policy_accepted}
          termsError={fieldErrors.terms_accepted}
        />
      </fieldset>
      <Captcha id="register-captcha" challengeUrl={challengeUrl} {...captcha.widget} disabled={sending} error={fieldErrors.captcha} />
      <SubmitActions label={edition === 'concept' ? t.submitConcept : t.submitTrial} sending={sending} cta />
    </form>
  );
}
