import { referenceCalls } from '@bfsm/api-adapter';
import type { RouteScreenProps } from '../app/routes';
import { useDocumentTitle } from '../document-title/use-document-title';
import { ErrorAlert } from '../forms/ErrorAlert';
import NotFoundScreen from '../not-found/NotFoundScreen';
import { useServices } from '../services/services';
import { useLoad } from '../services/use-load';
import { customerTexts } from '../texts';
import { ReferenceImage } from './ReferenceImage';

/** /reference/{id}: a reference shown on the homepage, open to everyone; any other id is not found. */
export default function ReferenceScreen({ params }: RouteScreenProps) {
  const id = Number(params.id);
  return Number.isInteger(id) && id > 0 ? <ReferencePage id={id} /> : <NotFoundScreen />;
}

function ReferencePage({ id }: { id: number }) {
  const { client } = useServices();
  const loaded = useLoad(
    (signal) => client.call(referenceCalls.getPublicReference, { params: { referenceId: id } }, { signal }),
    [client, id],
  );
  useDocumentTitle(loaded.status === 'ready' ? loaded.data.title : undefined);

  if (loaded.status === 'loading') return <p class="loading-hint">{customerTexts.loading}</p>;
  if (loaded.status === 'failed') return loaded.error.status === 404 ? <NotFoundScreen /> : <ErrorAlert>{loaded.error.message}</ErrorAlert>;
  const reference = loaded.data;
  return (
    <article class="screen reference">
      <h1>{reference.title}</h1>
      <ReferenceImage reference={reference} />
      {reference.teaserText && <p class="reference__text">{reference.teaserText}</p>}
      {reference.licenseText && (
        <p class="reference__license">
          <small>{reference.licenseText}</small>
        </p>
      )}
    </article>
  );
}
