import { texts } from '@bfsm/api-adapter';
import { useDocumentTitle } from '../document-title/use-document-title';
import { customerTexts } from '../texts';

/** Shown in place of a screen that failed while drawing. */
export function RouteErrorScreen() {
  useDocumentTitle(customerTexts.routeError.documentTitle);
  return (
    <section class="screen">
      <h1>{texts.routeError.title}</h1>
      <p>{texts.routeError.text}</p>
      <p>
        <a href="/">{customerTexts.routeError.toStart}</a>
      </p>
    </section>
  );
}
