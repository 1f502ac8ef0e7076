import { useEffect } from 'react';
import { useLocation } from 'react-admin';
import { documentTitle } from './page-titles';
import { pathBelowAdmin } from './screen-titles';

/** Keeps the browser tab's title in step with the page shown (react-admin only titles its app bar). */
export function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitle(pathBelowAdmin(pathname));
  }, [pathname]);
  return null;
}
