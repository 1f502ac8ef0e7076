import { useState } from 'preact/hooks';
import { registrationCalls } from '@bfsm/api-adapter';
import { ErrorAlert } from '../forms/ErrorAlert';
import { passwordPairFields } from '../forms/password-pair';
import { PasswordPairFields } from '../forms/PasswordPairFields';
import { SubmitActions } from '../forms/SubmitActions';
import { useFormErrors } from '../forms/use-form-errors';
import { usePasswordPair } from '../forms/use-password-pair';
import { codeStepAddress } from '../login/code-step';

/**
 * After a reset the owner lands where his passkeys, authenticator app and recovery codes are
 * listed: the reset removed what was added lately, and he reviews what remains (decision 051).
 */
const securityReview = '/account/changePw';
import { useServices } from '../services/services';
import { resetPasswordTexts } from './forgot-password-texts';

const t = resetPasswordTexts;

/** The new password, twice, for the account that the tested code belongs to. */
export function ResetPasswordForm({ code, email }: { code: string; email: string }) {
  const { client, navigate } = useServices();
  const password = usePasswordPair('reset');
  const [sending, setSending] = useState(false);
  const { form, alertId, fieldErrors, formError, showFieldErrors, showFailure, clear } = useFormErrors(
    'reset-password',
    passwordPairFields,
  );

  async function save(event: Event) {
    event.preventDefault();
    const problems = password.problems();
    if (problems) {
      showFieldErrors(problems);
      return;
    }
    clear();
    setSending(true);
    try {
      const answer = await client.call(registrationCalls.confirmForgottenPassword, {
        params: { code },
        body: { plainPassword: password.pair },
      });
      // Signed in, or (with a second factor) waiting for the code: a full page load goes on with a fresh shell.
      navigate(answer.secondFactor ? codeStepAddress(securityReview) : securityReview);
    } catch (failure) {
      showFailure(failure);
      setSending(false);
    }
  }

  return (
    <form ref={form} class="form" onSubmit={save} noValidate aria-busy={sending}>
      {formError && <ErrorAlert id={alertId}>{formError}</ErrorAlert>}
      <p>{t.forAccount(email)}</p>
      <PasswordPairFields id="reset-password" labels={t} {...password.entries} disabled={sending} errors={fieldErrors} />
      <SubmitActions label={t.submit} sending={sending} />
    </form>
  );
}
