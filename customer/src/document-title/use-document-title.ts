import { useEffect } from 'preact/hooks';
import { customerTexts } from '../texts';

/** Names the browser tab after the screen; undefined keeps the current title (e.g. while loading). */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} – ${customerTexts.appName}`;
  }, [title]);
}
