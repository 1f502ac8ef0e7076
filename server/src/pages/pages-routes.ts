import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { domainRoutes } from '../http/domain-routes.js';
import { defaultPages } from './default-pages.js';
import { sanitisePage } from './sanitise-page.js';

/**
 * Legal and contact pages: the operator's own HTML from DATA_DIR/pages/<slug>.html when it
 * exists, otherwise our default text. The operator's file is sanitised: it is often pasted from
 * a generator or another site, and a script in it would run on the portal's origin.
 */
export function pagesRoutes(deps: { dataDir: string }) {
  return domainRoutes('pages', {
    getPage: async ({ params }) => {
      const fallback = defaultPages[params.slug];
      const own = await readFile(path.join(deps.dataDir, 'pages', `${params.slug}.html`), 'utf8').catch(() => undefined);
      return { title: fallback.title, html: own === undefined ? fallback.html : sanitisePage(own) };
    },
  });
}
