import { texts } from '@bfsm/api-adapter';
import { useDocumentTitle } from '../document-title/use-document-title';
import { ErrorAlert } from '../forms/ErrorAlert';
import { useServices } from '../services/services';
import { customerTexts } from '../texts';

/** Shown when the code of a lazily loaded screen could not be fetched (offline, or a new release replaced it). */
export function LoadFailedScreen() {
  const { navigate, currentAddress } = useServices();
  useDocumentTitle(customerTexts.routeError.documentTitle);
  return (
    <section class="screen">
      <ErrorAlert>{texts.errors.lazyLoad}</ErrorAlert>
      <button type="button" class="button" onClick={() => navigate(currentAddress())}>
        {customerTexts.routeError.reload}
      </button>
    </section>
  );
}
