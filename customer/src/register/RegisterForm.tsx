import { useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { registrationCalls } from '@bfsm/api-adapter';
import { Captcha } from '../captcha/Captcha';
import { useCaptchaAnswer } from '../captcha/use-captcha-answer';
import { ErrorAlert } from '../forms/ErrorAlert';
import { PasswordPairFields } from '../forms/PasswordPairFields';
import { RequiredHint } from '../forms/RequiredHint';
import { emptySignUp, type SignUpValues } from '../forms/sign-up';
import { SignUpConsents } from '../forms/SignUpConsents';
import { SignUpNameFields } from '../forms/SignUpNameFields';
import { SubmitActions } from '../forms/SubmitActions';
import { TextField } from '../forms/TextField';
import { useFormErrors } from '../forms/use-form-errors';
import { useFormValues } from '../forms/use-form-values';
import { useServices } from '../services/services';
import { registerTexts } from './register-texts';
import {
  emptyContact,
  parseRegistration,
  registrationFields,
  type ContactValues,
  type Edition,
  type RegistrationValues,
} from './registration-form';

const t = registerTexts;

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
  const signUp = useFormValues<SignUpValues>(emptySignUp);
  const contact = useFormValues<ContactValues>(emptyContact);
  const values: RegistrationValues = { ...signUp.values, ...contact.values };
  const captcha = useCaptchaAnswer();
  const [sending, setSending] = useState(false);
  const { form, alertId, fieldErrors, formError, showFieldErrors, showFailure, clear } = useFormErrors('register', registrationFields);

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
        <SignUpNameFields idPrefix="register" values={values} set={signUp.set} errors={fieldErrors} disabled={sending} />
        <TextField
          id="register-company"
          label={t.companyName}
          autocomplete="organization"
          value={values.companyName}
          onValue={contact.set('companyName')}
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
          onValue={contact.set('phone')}
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
          onValue={contact.set('email')}
          required
          disabled={sending}
          error={fieldErrors.email}
        />
        <PasswordPairFields
          id="register-password"
          labels={t}
          first={values.password}
          second={values.passwordRepeat}
          onFirst={signUp.set('password')}
          onSecond={signUp.set('passwordRepeat')}
          disabled={sending}
          errors={fieldErrors}
        />
      </fieldset>
      <SignUpConsents
        idPrefix="register"
        values={values}
        set={signUp.set}
        errors={{
          newsletter: fieldErrors.email_newsletter,
          privacy: fieldErrors.privacy_policy_accepted,
          terms: fieldErrors.terms_accepted,
        }}
        disabled={sending}
      />
      <Captcha id="register-captcha" challengeUrl={challengeUrl} {...captcha.widget} disabled={sending} error={fieldErrors.captcha} />
      <SubmitActions label={edition === 'concept' ? t.submitConcept : t.submitTrial} sending={sending} cta />
    </form>
  );
}
