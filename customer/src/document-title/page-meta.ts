import { useEffect } from 'preact/hooks';
import { publicPageAt, type PublicPageName } from '@bfsm/api-adapter';

export interface Descriptions {
  pageDescriptions: Record<PublicPageName, string>;
  defaultPageDescription: string;
}

/**
 * The meta description and canonical address of the screen at `pathname` (decision 025). The
 * server writes both into the page it serves; this keeps them right when the app moves on.
 * The canonical address keeps the origin the server gave (PUBLIC_URL); screens that are not
 * public (the account area, unknown addresses) have none.
 */
export function applyPageMeta(doc: Document, pathname: string, descriptions: Descriptions): void {
  const name = publicPageAt(pathname);
  let description = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!description) {
    description = doc.createElement('meta');
    description.name = 'description';
    doc.head.append(description);
  }
  description.content = name ? descriptions.pageDescriptions[name] : descriptions.defaultPageDescription;

  const canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!name) {
    canonical?.remove();
    return;
  }
  const origin = canonical ? new URL(canonical.href).origin : doc.location.origin;
  const link = canonical ?? doc.createElement('link');
  link.rel = 'canonical';
  link.href = `${origin}${pathname}`;
  if (!canonical) doc.head.append(link);
}

/** Keeps the document's description and canonical address with the screen shown. */
export function usePageMeta(pathname: string): void {
  useEffect(() => {
    let current = true;
    // A failed load leaves the server's tags: they are right for the first screen.
    import('./page-descriptions').then(
      (descriptions) => current && applyPageMeta(document, pathname, descriptions),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [pathname]);
}
