import { useDocumentTitle } from '../document-title/use-document-title';
import { registerSuccessTexts } from './register-texts';

const t = registerSuccessTexts;

/**
 * /register/success: what happens after the registration. It names no e-mail address, so the
 * address the visitor typed never has to travel in the URL (and into logs and browser history).
 */
export default function RegisterSuccessScreen() {
  useDocumentTitle(t.title);
  return (
    <section class="screen screen--narrow">
      <h1>{t.title}</h1>
      <p>{t.mailSent}</p>
      <p>{t.activate}</p>
      <p>{t.spam}</p>
      <p>
        <a class="button button--primary" href="/login">
          {t.toLogin}
        </a>
      </p>
    </section>
  );
}
