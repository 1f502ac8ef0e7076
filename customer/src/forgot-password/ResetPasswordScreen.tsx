import { registrationCalls } from '@bfsm/api-adapter';
import type { RouteScreenProps } from '../app/routes';
import { useDocumentTitle } from '../document-title/use-document-title';
import { ErrorAlert } from '../forms/ErrorAlert';
import { useServices } from '../services/services';
import { useLoad } from '../services/use-load';
import { customerTexts } from '../texts';
import { resetPasswordTexts } from './forgot-password-texts';
import { ResetPasswordForm } from './ResetPasswordForm';

const t = resetPasswordTexts;

/** /confirm-forgotten-password/:code, the link of the reset mail: the code is tested before the form is shown. */
export default function ResetPasswordScreen({ params }: RouteScreenProps) {
  const { client } = useServices();
  const code = params.code ?? '';
  useDocumentTitle(t.title);
  const tested = useLoad(
    (signal) => client.call(registrationCalls.testConfirmForgottenPassword, { params: { code } }, { signal }),
    [client, code],
  );
  return (
    <section class="screen screen--narrow">
      <h1>{t.title}</h1>
      {tested.status === 'loading' && <p class="loading-hint">{customerTexts.loading}</p>}
      {tested.status === 'failed' && (
        <ErrorAlert>
          <p>{tested.error.message}</p>
          {/* A training account's fixed password stays whatever link it gets: no new link to offer. */}
          {tested.error.code !== 'limited-user' && (
            <p>
              <a href="/forgot-password">{t.requestNewLink}</a>
            </p>
          )}
        </ErrorAlert>
      )}
      {tested.status === 'ready' && <ResetPasswordForm code={code} email={tested.data.email} />}
    </section>
  );
}
