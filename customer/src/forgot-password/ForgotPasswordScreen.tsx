import { registrationCalls } from '@bfsm/api-adapter';
import { useDocumentTitle } from '../document-title/use-document-title';
import { ErrorAlert } from '../forms/ErrorAlert';
import { useServices } from '../services/services';
import { useLoad } from '../services/use-load';
import { forgotPasswordTexts } from './forgot-password-texts';
import { ForgotPasswordForm } from './ForgotPasswordForm';

const t = forgotPasswordTexts;

/**
 * /forgot-password: asks for a mail with a link to set a new password. The form is drawn at once
 * and the token with the captcha's challenge arrives meanwhile, so nothing moves (decision 025).
 */
export default function ForgotPasswordScreen() {
  const { client } = useServices();
  useDocumentTitle(t.title);
  const start = useLoad((signal) => client.call(registrationCalls.forgottenPasswordToken, {}, { signal }), [client]);
  return (
    <section class="screen screen--narrow">
      <h1>{t.title}</h1>
      {start.status === 'failed' ? (
        <ErrorAlert>{start.error.message}</ErrorAlert>
      ) : (
        <ForgotPasswordForm
          token={start.status === 'ready' ? start.data.token : undefined}
          challengeUrl={start.status === 'ready' ? start.data.captcha.challengeUrl : undefined}
        />
      )}
      <p class="screen__aside">
        <a href="/login">{t.toLogin}</a>
      </p>
    </section>
  );
}
