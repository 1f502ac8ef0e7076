import { registrationCalls } from '@bfsm/api-adapter';
import { Redirect } from '../app/Redirect';
import { useDocumentTitle } from '../document-title/use-document-title';
import { ErrorAlert } from '../forms/ErrorAlert';
import { useMenuState } from '../menu/menu-info';
import { useServices } from '../services/services';
import { useLoad } from '../services/use-load';
import { conceptTexts } from '../concept/concept-texts';
import { registerTexts } from './register-texts';
import { EditionDescription } from './EditionDescription';
import { RegisterForm } from './RegisterForm';
import type { Edition } from './registration-form';

const t = registerTexts;

/**
 * The form is drawn at once, so that nothing moves when the token call answers (decision 025):
 * the token and the captcha's challenge address arrive while the visitor reads and types.
 * Someone signed in has an account already and goes to it; the shell's menu info tells, so no
 * probe of a signed-in-only call (and no 401 in the console) is needed.
 */
function RegisterScreen({ edition }: { edition: Edition }) {
  const { client } = useServices();
  const menu = useMenuState();
  const title = edition === 'concept' ? conceptTexts.register : t.trialTitle;
  useDocumentTitle(title);
  const start = useLoad((signal) => client.call(registrationCalls.registerToken, {}, { signal }), [client]);

  if (menu.status === 'ready' && menu.info.signedIn) return <Redirect to="/account" />;
  const ready = start.status === 'ready' ? start.data : undefined;
  return (
    <section class="screen screen--form">
      <h1>{title}</h1>
      {start.status === 'failed' ? (
        <ErrorAlert>{start.error.message}</ErrorAlert>
      ) : (
        <>
          <EditionDescription edition={edition} />
          <RegisterForm
            edition={edition}
            token={ready?.token}
            challengeUrl={ready?.captcha.challengeUrl}
            // Until the token call tells, the field shows the default: required.
            phoneRequired={ready?.phoneRequired ?? true}
          />
        </>
      )}
      <p class="screen__aside">
        {t.haveAccount} <a href="/login">{t.signIn}</a>
      </p>
    </section>
  );
}

/** /register: the 7-day trial of Next. */
export function RegisterTrialScreen() {
  return <RegisterScreen edition="next-trial" />;
}

/** /register-concept: the free Concept edition. */
export function RegisterConceptScreen() {
  return <RegisterScreen edition="concept" />;
}
