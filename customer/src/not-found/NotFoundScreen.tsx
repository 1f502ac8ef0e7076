import { useDocumentTitle } from '../document-title/use-document-title';
import { customerTexts } from '../texts';

const t = customerTexts.notFound;

export default function NotFoundScreen() {
  useDocumentTitle(t.title);
  return (
    <section class="screen">
      <h1>{t.title}</h1>
      <p>{t.text}</p>
      <p>
        <a href="/">{t.toStart}</a>
      </p>
    </section>
  );
}
