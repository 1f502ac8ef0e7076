import { useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { greetings, registrationCalls } from '@bfsm/api-adapter';
import { Captcha } from '../captcha/Captcha';
import { CheckboxField } from '../forms/CheckboxField';
import { ConsentBoxes } from '../forms/ConsentBoxes';
import { ErrorAlert } from '../forms/ErrorAlert';
import { RequiredHint } from '../forms/RequiredHint';
import { SelectField } from '../forms/SelectField';
import { SendingHint } from '../forms/SendingHint';
import { fieldOfTarget, type FieldErrors } from '../forms/server-target';
import { TextField } from '../forms/TextField';
import { useFocusFirstInvalid } from '../forms/use-focus-first-invalid';
import { useServices } from '../services/services';
import { asApiError } from '../services/use-load';
import { customerTexts } from '../texts';
import { asGreeting, emptyRegistration, parseRegistration, registrationFields, type Edition, type RegistrationField, type RegistrationValues } from './registration-form';

const t = customerTexts.register;

/** The registration asks in the order Frau, Frau Dr., Herr, Herr Dr. (spec section 3). */
const greetingOptions = [...greetings].sort((a, b) => a.localeCompare(b, 'de'));

interface Props {
  edition: Edition;
  token: string;
  challengeUrl: string;
  /** As the operator configured it (the token call tells). */
  phoneRequired: boolean;
}

export function RegisterForm({ edition, token, challengeUrl, phoneRequired }: Props) {
  const { client } = useServices();
  const { route } = useLocation();
  const [values, setValues] = useState<RegistrationValues>(emptyRegistration);
  const [captcha, setCaptcha] = useState<string>();
  const [captchaReset, setCaptchaReset] = useState(0);
  const [errors, setErrors] = useState<FieldErrors<RegistrationField>>({});
  const [formError, setFormError] = useState<string>();
  const [sending, setSending] = useState(false);
  const { form, focusFirstInvalid } = useFocusFirstInvalid();
  const set =
    <K extends keyof RegistrationValues>(key: K) =>
    (value: RegistrationValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  async function register(event: Event) {
    event.preventDefault();
    setFormError(undefined);
    const parsed = parseRegistration(values, edition, captcha, token, phoneRequired);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await client.call(registrationCalls.register, { body: parsed.body });
      route('/register/success');
    } catch (failure) {
      const error = asApiError(failure);
      const field = fieldOfTarget(error.target, registrationFields);
      if (field) {
        setErrors({ [field]: error.message });
        focusFirstInvalid();
      } else setFormError(error.message);
      // The server takes each captcha solution once, whatever else was wrong.
      setCaptchaReset((count) => count + 1);
      setSending(false);
    }
  }

  return (
    <form ref={form} class="form" onSubmit={register} noValidate aria-busy={sending}>
      {formError && <ErrorAlert>{formError}</ErrorAlert>}
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
          error={errors.greeting}
        />
        <TextField id="register-first-name" label={t.firstName} autocomplete="given-name" value={values.firstName} onValue={set('firstName')} required disabled={sending} error={errors.firstName} />
        <TextField id="register-last-name" label={t.lastName} autocomplete="family-name" value={values.lastName} onValue={set('lastName')} required disabled={sending} error={errors.lastName} />
        <TextField id="register-company" label={t.companyName} autocomplete="organization" value={values.companyName} onValue={set('companyName')} required disabled={sending} error={errors.companyName} />
        <TextField id="register-phone" label={t.phone} type="tel" autocomplete="tel" value={values.phone} onValue={set('phone')} required={phoneRequired} disabled={sending} error={errors.phone_number} />
        <TextField id="register-email" label={t.email} type="email" autocomplete="email" value={values.email} onValue={set('email')} required disabled={sending} error={errors.email} />
        <TextField
          id="register-password"
          label={t.password}
          type="password"
          autocomplete="new-password"
          value={values.password}
          onValue={set('password')}
          required
          disabled={sending}
          error={errors['plainPassword.first']}
        />
        <TextField
          id="register-password-repeat"
          label={t.passwordRepeat}
          type="password"
          autocomplete="new-password"
          value={values.passwordRepeat}
          onValue={set('passwordRepeat')}
          required
          disabled={sending}
          error={errors['plainPassword.second']}
        />
      </fieldset>
      <fieldset class="form__group">
        <legend>{t.newsletterHeading}</legend>
        <CheckboxField id="register-newsletter" checked={values.newsletter} onChecked={set('newsletter')} disabled={sending} error={errors.email_newsletter}>
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
          privacyError={errors.privacy_policy_accepted}
          termsError={errors.terms_accepted}
        />
      </fieldset>
      <Captcha
        id="register-captcha"
        challengeUrl={challengeUrl}
        onSolved={setCaptcha}
        onCleared={() => setCaptcha(undefined)}
        resetSignal={captchaReset}
        disabled={sending}
        error={errors.captcha}
      />
      <div class="form__actions">
        <button type="submit" class="button button--cta" disabled={sending}>
          {edition === 'concept' ? t.submitConcept : t.submitTrial}
        </button>
        <SendingHint sending={sending} />
      </div>
    </form>
  );
}
