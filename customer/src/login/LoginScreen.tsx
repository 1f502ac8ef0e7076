import { useState } from 'preact/hooks';
import { authCalls, texts } from '@bfsm/api-adapter';
import type { RouteScreenProps } from '../app/routes';
import { useDocumentTitle } from '../document-title/use-document-title';
import { useServices } from '../services/services';
import { asApiError } from '../services/use-load';
import { customerTexts } from '../texts';
import { safeNextAddress } from './safe-next';

const t = customerTexts.login;

export default function LoginScreen({ query }: RouteScreenProps) {
  const { client, navigate } = useServices();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  useDocumentTitle(t.title);

  async function signIn(event: Event) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(texts.forms.loginRequired);
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      // A wrong password answers 401: that is this form's error, not a reason to go to the login page.
      await client.call(authCalls.checkLogin, { body: { username: email.trim(), password } }, { redirectOnUnauthorized: false });
      // A full page load, so the shell and its menu start over as the signed-in user.
      navigate(safeNextAddress(query.next));
    } catch (failure) {
      setError(asApiError(failure).message);
      setSending(false);
    }
  }

  return (
    <section class="screen screen--narrow">
      <h1>{t.title}</h1>
      <form class="form" onSubmit={signIn} noValidate>
        {error && (
          <p class="alert alert--error" role="alert">
            {error}
          </p>
        )}
        <div class="form__field">
          <label for="login-email">{t.email}</label>
          <input
            id="login-email"
            type="email"
            autocomplete="username"
            aria-required="true"
            value={email}
            disabled={sending}
            onInput={(event) => setEmail(event.currentTarget.value)}
          />
        </div>
        <div class="form__field">
          <label for="login-password">{t.password}</label>
          <input
            id="login-password"
            type="password"
            autocomplete="current-password"
            aria-required="true"
            value={password}
            disabled={sending}
            onInput={(event) => setPassword(event.currentTarget.value)}
          />
        </div>
        <div class="form__actions">
          <button type="submit" class="button button--primary" disabled={sending}>
            {t.submit}
          </button>
          <a href="/forgot-password">{t.forgotPassword}</a>
        </div>
      </form>
      <p class="screen__aside">
        {t.noAccount} <a href="/register">{t.register}</a>
      </p>
    </section>
  );
}
