import { texts } from '@bfsm/api-adapter';
import { useDocumentTitle } from '../document-title/use-document-title';
import { ErrorAlert } from '../forms/ErrorAlert';
import { customerTexts } from '../texts';
import { ReloadPageButton } from './ReloadPageButton';

/** Shown when the code of a lazily loaded screen could not be fetched (offline, or a new release replaced it). */
export function LoadFailedScreen() {
  useDocumentTitle(customerTexts.routeError.documentTitle);
  return (
    <section class="screen">
      <ErrorAlert>{texts.errors.lazyLoad}</ErrorAlert>
      <ReloadPageButton />
    </section>
  );
}
