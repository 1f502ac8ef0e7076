import { useEffect } from 'preact/hooks';
import { documentTitle } from '@bfsm/api-adapter';

/** Names the browser tab after the screen; undefined keeps the current title (e.g. while loading). */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
