import { useEffect, useState } from 'preact/hooks';
import { authCalls, sameOriginAddress, texts } from '@bfsm/api-adapter';
import type { RouteScreenProps } from '../app/routes';
import { useDocumentTitle } from '../document-title/use-document-title';
import { ErrorAlert } from '../forms/ErrorAlert';
import { TextField } from '../forms/TextField';
import { useFormErrors } from '../forms/use-form-errors';
import { useServices } from '../services/services';
import { loginTexts } from './login-texts';
import { LoginCodeForm } from './LoginCodeForm';
import { opensAtCodeStep } from './code-step';
import { isBrowserRefusal } from '../passkeys/browser-refusal';
import { knowsPasskeys, loadCeremonies } from '../passkeys/passkey-support';

const t = loginTexts;

export default function LoginScreen({ query }: RouteScreenProps) {
  const { client, navigate, origin } = useServices();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  // The password (or a reset link, an invitation) was right and the account has a second factor: its code is asked next.
  const [codeAsked, setCodeAsked] = useState(opensAtCodeStep(query));
  // The server's refusal of a sign-in names no field: it always goes to the alert.
  const { form, alertId, formError, showFormError, showFailure, clear } = useFormErrors('login', []);
  useDocumentTitle(t.title);

  // A full page load, so the shell and its menu start over as the signed-in user.
  const goOn = () => navigate(sameOriginAddress(query.next, origin));

  /** A passkey sign-in, by the button or the e-mail field's autofill; a passkey is both factors, so no code follows. */
  async function passkeySignIn(autofill: boolean) {
    try {
      const answer = await (await loadCeremonies()).signInWithPasskey(client, autofill);
      if (!answer) return;
      setSending(true);
      goOn();
    } catch (failure) {
      // The autofill's ceremony ends quietly when the button or the password form takes over.
      if (autofill && isBrowserRefusal(failure)) return;
      if (isBrowserRefusal(failure)) showFormError(t.passkeyRefused);
      else showFailure(failure);
    }
  }

  useEffect(() => {
    if (!codeAsked && knowsPasskeys()) void passkeySignIn(true);
  }, [codeAsked]);

  if (codeAsked) {
    return (
      <section class="screen screen--narrow">
        <h1>{t.title}</h1>
        <LoginCodeForm onSignedIn={goOn} />
      </section>
    );
  }

  async function signIn(event: Event) {
    event.preventDefault();
    if (!email.trim() || !password) {
      showFormError(texts.forms.loginRequired);
      return;
    }
    clear();
    setSending(true);
    try {
      // A wrong password answers 400 invalid-credentials with the server's message for the alert.
      const answer = await client.call(authCalls.checkLogin, { body: { username: email.trim(), password } });
      if (answer.secondFactor) {
        setCodeAsked(true);
        return;
      }
      goOn();
    } catch (failure) {
      showFailure(failure);
      setSending(false);
    }
  }

  return (
    <section class="screen screen--narrow">
      <h1>{t.title}</h1>
      <form ref={form} class="form" onSubmit={signIn} noValidate>
        {formError && <ErrorAlert id={alertId}>{formError}</ErrorAlert>}
        <TextField
          id="login-email"
          label={t.email}
          type="email"
          autocomplete="username webauthn"
          value={email}
          onValue={setEmail}
          required
          markRequired={false}
          disabled={sending}
        />
        <TextField
          id="login-password"
          label={t.password}
          type="password"
          autocomplete="current-password"
          value={password}
          onValue={setPassword}
          required
          markRequired={false}
          disabled={sending}
        />
        <div class="form__actions">
          <button type="submit" class="button button--primary" disabled={sending}>
            {t.submit}
          </button>
          <a href="/forgot-password">{t.forgotPassword}</a>
        </div>
      </form>
      {knowsPasskeys() && (
        <p>
          <button type="button" class="button" disabled={sending} onClick={() => void passkeySignIn(false)}>
            {t.passkey}
          </button>
        </p>
      )}
      <p class="screen__aside">
        {t.noAccount} <a href="/register">{t.register}</a>
      </p>
    </section>
  );
}
