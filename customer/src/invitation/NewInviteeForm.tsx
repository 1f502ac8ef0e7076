import { useState } from 'preact/hooks';
import { greetings, invitationCalls } from '@bfsm/api-adapter';
import { CheckboxField } from '../forms/CheckboxField';
import { ConsentBoxes } from '../forms/ConsentBoxes';
import { ErrorAlert } from '../forms/ErrorAlert';
import { PasswordPairFields } from '../forms/PasswordPairFields';
import { RequiredHint } from '../forms/RequiredHint';
import { SelectField } from '../forms/SelectField';
import { SubmitActions } from '../forms/SubmitActions';
import { TextField } from '../forms/TextField';
import { useFormErrors } from '../forms/use-form-errors';
import { asGreeting } from '../register/registration-form';
import { codeStepAddress } from '../login/code-step';
import { useServices } from '../services/services';
import { invitationTexts as t } from './invitation-texts';
import { emptyInvitee, newInviteeFields, parseNewInvitee, type NewInviteeValues } from './new-invitee-form';

/** In the order of the registration: Frau, Frau Dr., Herr, Herr Dr. */
const greetingOptions = [...greetings].sort((a, b) => a.localeCompare(b, 'de'));

/** A new user sets his password and details and accepts; the server signs him in. */
export function NewInviteeForm({ invitation, code, email }: { invitation: number; code: string; email: string }) {
  const { client, navigate } = useServices();
  const [values, setValues] = useState<NewInviteeValues>(emptyInvitee);
  const [sending, setSending] = useState(false);
  const { form, alertId, fieldErrors, formError, showFieldErrors, showFailure, clear } = useFormErrors('invitee', newInviteeFields);
  const set =
    <K extends keyof NewInviteeValues>(key: K) =>
    (value: NewInviteeValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  async function accept(event: Event) {
    event.preventDefault();
    const parsed = parseNewInvitee(values);
    if ('errors' in parsed) {
      showFieldErrors(parsed.errors);
      return;
    }
    clear();
    setSending(true);
    try {
      const answer = await client.call(invitationCalls.acceptInvitation, { params: { invitation, code }, body: parsed.body });
      // Signed in now (or, should the account have a second factor, at its code step): a full page
      // load opens the dashboard with the new licence and a fresh menu.
      navigate(answer.secondFactor ? codeStepAddress('/account') : '/account');
    } catch (failure) {
      showFailure(failure);
      setSending(false);
    }
  }

  return (
    <form ref={form} class="form" onSubmit={accept} noValidate aria-busy={sending} aria-labelledby="invitee-heading">
      <h2 id="invitee-heading">{t.newUserHeading}</h2>
      {formError && <ErrorAlert id={alertId}>{formError}</ErrorAlert>}
      <p>{t.newUserIntro}</p>
      <RequiredHint />
      <fieldset class="form__group">
        <legend>{t.personalHeading}</legend>
        <TextField
          id="invitee-email"
          label={t.email}
          type="email"
          autocomplete="username"
          value={email}
          onValue={() => undefined}
          disabled
        />
        <SelectField
          id="invitee-greeting"
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
          id="invitee-first-name"
          label={t.firstName}
          autocomplete="given-name"
          value={values.firstName}
          onValue={set('firstName')}
          required
          disabled={sending}
          error={fieldErrors.first_name}
        />
        <TextField
          id="invitee-last-name"
          label={t.lastName}
          autocomplete="family-name"
          value={values.lastName}
          onValue={set('lastName')}
          required
          disabled={sending}
          error={fieldErrors.last_name}
        />
        <PasswordPairFields
          id="invitee-password"
          labels={t}
          first={values.password}
          second={values.passwordRepeat}
          onFirst={set('password')}
          onSecond={set('passwordRepeat')}
          disabled={sending}
          errors={{ 'plainPassword.first': fieldErrors.newPassword1, 'plainPassword.second': fieldErrors.newPassword2 }}
        />
      </fieldset>
      <fieldset class="form__group">
        <legend>{t.newsletterHeading}</legend>
        <CheckboxField
          id="invitee-newsletter"
          checked={values.newsletter}
          onChecked={set('newsletter')}
          disabled={sending}
          error={fieldErrors.newsletter}
        >
          {t.newsletter}
        </CheckboxField>
      </fieldset>
      <fieldset class="form__group">
        <legend>{t.consentHeading}</legend>
        <ConsentBoxes
          idPrefix="invitee"
          privacy={values.privacy}
          terms={values.terms}
          onPrivacy={set('privacy')}
          onTerms={set('terms')}
          disabled={sending}
          privacyError={fieldErrors.accept_privacy}
          termsError={fieldErrors.accept_terms}
        />
      </fieldset>
      <SubmitActions label={t.acceptAndCreate} sending={sending} cta />
    </form>
  );
}
