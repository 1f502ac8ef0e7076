import { useEffect } from 'react';
import { useBasename, useLocation } from 'react-admin';
import { documentTitle } from './page-titles';

/** Keeps the browser tab's title in step with the page shown (react-admin only titles its app bar). */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const basename = useBasename();
  const below = pathname.startsWith(basename) ? pathname.slice(basename.length) : pathname;
  useEffect(() => {
    document.title = documentTitle(below || '/');
  }, [below]);
  return null;
}
