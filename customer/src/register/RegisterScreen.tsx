import { registrationCalls, userCalls, type ApiClient } from '@bfsm/api-adapter';
import { Redirect } from '../app/Redirect';
import { useDocumentTitle } from '../document-title/use-document-title';
import { ErrorAlert } from '../forms/ErrorAlert';
import { useServices } from '../services/services';
import { useLoad } from '../services/use-load';
import { customerTexts } from '../texts';
import { EditionDescription } from './EditionDescription';
import { RegisterForm } from './RegisterForm';
import type { Edition } from './registration-form';

const t = customerTexts.register;

type Start = { signedIn: true } | { signedIn: false; token: string; challengeUrl: string; phoneRequired: boolean };

/**
 * Someone signed in has an account already and goes to it. Only a visitor gets the form, with a
 * form token and the captcha's challenge address from the token call. A probe that fails for
 * another reason than 401 counts as "not signed in": the registration call will tell.
 */
async function startRegistration(client: ApiClient, signal: AbortSignal): Promise<Start> {
  const signedIn = await client.call(userCalls.getUserInfo, { params: {} }, { redirectOnUnauthorized: false, signal }).then(
    () => true,
    () => false,
  );
  if (signedIn) return { signedIn: true };
  const { token, captcha, phoneRequired } = await client.call(registrationCalls.registerToken, {}, { signal });
  return { signedIn: false, token, challengeUrl: captcha.challengeUrl, phoneRequired };
}

function RegisterScreen({ edition }: { edition: Edition }) {
  const { client } = useServices();
  const title = edition === 'concept' ? customerTexts.concept.register : t.trialTitle;
  useDocumentTitle(title);
  const start = useLoad((signal) => startRegistration(client, signal), [client]);

  if (start.status === 'ready' && start.data.signedIn) return <Redirect to="/account" />;
  return (
    <section class="screen screen--form">
      <h1>{title}</h1>
      {start.status === 'loading' && <p class="loading-hint">{customerTexts.loading}</p>}
      {start.status === 'failed' && <ErrorAlert>{start.error.message}</ErrorAlert>}
      {start.status === 'ready' && !start.data.signedIn && (
        <>
          <EditionDescription edition={edition} />
          <RegisterForm edition={edition} token={start.data.token} challengeUrl={start.data.challengeUrl} phoneRequired={start.data.phoneRequired} />
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
