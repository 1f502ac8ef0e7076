import { useLocation } from 'preact-iso';
import { pageCalls, type PageSlug } from '@bfsm/api-adapter';
import { useDocumentTitle } from '../document-title/use-document-title';
import { ErrorAlert } from '../forms/ErrorAlert';
import NotFoundScreen from '../not-found/NotFoundScreen';
import { useServices } from '../services/services';
import { useLoad } from '../services/use-load';
import { customerTexts } from '../texts';

function isPageSlug(slug: string): slug is PageSlug {
  return (pageCalls.pageSlugs as readonly string[]).includes(slug);
}

/** Imprint, terms, privacy and contact: operator-editable pages that the server hands out. */
export default function ContentPageScreen() {
  const slug = useLocation().path.slice(1);
  return isPageSlug(slug) ? <ContentPage slug={slug} /> : <NotFoundScreen />;
}

function ContentPage({ slug }: { slug: PageSlug }) {
  const { client } = useServices();
  const page = useLoad((signal) => client.call(pageCalls.getPage, { params: { slug } }, { signal }), [client, slug]);
  useDocumentTitle(page.status === 'ready' ? page.data.title : undefined);

  if (page.status === 'loading') return <p class="loading-hint">{customerTexts.loading}</p>;
  if (page.status === 'failed') return <ErrorAlert>{page.error.message}</ErrorAlert>;
  return (
    <article class="screen content-page">
      <h1>{page.data.title}</h1>
      {/* The server sanitises the operator's HTML with sanitize-html before handing it out (server/src/pages/sanitise-page.ts). */}
      <div class="content-page__body" dangerouslySetInnerHTML={{ __html: page.data.html }} />
    </article>
  );
}
