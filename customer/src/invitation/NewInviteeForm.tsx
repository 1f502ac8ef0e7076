import { useState } from 'preact/hooks';
import { invitationCalls } from '@bfsm/api-adapter';
import { ErrorAlert } from '../forms/ErrorAlert';
import { PasswordPairFields } from '../forms/PasswordPairFields';
import { RequiredHint } from '../forms/RequiredHint';
import { emptySignUp, type SignUpValues } from '../forms/sign-up';
import { signUpTexts } from '../forms/sign-up-texts';
import { SignUpConsents } from '../forms/SignUpConsents';
import { SignUpNameFields } from '../forms/SignUpNameFields';
import { SubmitActions } from '../forms/SubmitActions';
import { TextField } from '../forms/TextField';
import { useFormErrors } from '../forms/use-form-errors';
import { useFormValues } from '../forms/use-form-values';
import { codeStepAddress } from '../login/code-step';
import { useServices } from '../services/services';
import { invitationTexts as t } from './invitation-texts';
import { newInviteeFields, parseNewInvitee } from './new-invitee-form';

/** A new user sets his password and details and accepts; the server signs him in. */
export function NewInviteeForm({ invitation, code, email }: { invitation: number; code: string; email: string }) {
  const { client, navigate } = useServices();
  const { values, set } = useFormValues<SignUpValues>(emptySignUp);
  const [sending, setSending] = useState(false);
  const { form, alertId, fieldErrors, formError, showFieldErrors, showFailure, clear } = useFormErrors('invitee', newInviteeFields);

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
        <legend>{signUpTexts.personalHeading}</legend>
        <TextField
          id="invitee-email"
          label={signUpTexts.email}
          type="email"
          autocomplete="username"
          value={email}
          onValue={() => undefined}
          disabled
        />
        <SignUpNameFields
          idPrefix="invitee"
          values={values}
          set={set}
          errors={{ greeting: fieldErrors.greeting, firstName: fieldErrors.first_name, lastName: fieldErrors.last_name }}
          disabled={sending}
        />
        <PasswordPairFields
          id="invitee-password"
          labels={signUpTexts}
          first={values.password}
          second={values.passwordRepeat}
          onFirst={set('password')}
          onSecond={set('passwordRepeat')}
          disabled={sending}
          errors={{ 'plainPassword.first': fieldErrors.newPassword1, 'plainPassword.second': fieldErrors.newPassword2 }}
        />
      </fieldset>
      <SignUpConsents
        idPrefix="invitee"
        values={values}
        set={set}
        errors={{ newsletter: fieldErrors.newsletter, privacy: fieldErrors.accept_privacy, terms: fieldErrors.accept_terms }}
        disabled={sending}
      />
      <SubmitActions label={t.acceptAndCreate} sending={sending} cta />
    </form>
  );
}
