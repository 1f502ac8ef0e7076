import { useDocumentTitle } from '../document-title/use-document-title';
import { customerTexts } from '../texts';
import { notFoundTexts as t } from './not-found-texts';

export default function NotFoundScreen() {
  useDocumentTitle(t.title);
  return (
    <section class="screen">
      <h1>{t.title}</h1>
      <p>{t.text}</p>
      <p>
        <a href="/">{customerTexts.routeError.toStart}</a>
      </p>
    </section>
  );
}
