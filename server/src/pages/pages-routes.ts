import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pageCalls } from '@bfsm/api-adapter';
import { contractRoute, type ContractRouteOptions } from '../http/contract-route.js';
import { defaultPages } from './default-pages.js';
import { sanitisePage } from './sanitise-page.js';

/**
 * Legal and contact pages: the operator's own HTML from DATA_DIR/pages/<slug>.html when it
 * exists, otherwise our default text. The operator's file is sanitised: it is often pasted from
 * a generator or another site, and a script in it would run on the portal's origin.
 */
export function registerPageRoutes(app: FastifyInstance, deps: { route: ContractRouteOptions; dataDir: string }): void {
  contractRoute(app, deps.route, pageCalls.getPage, async ({ params }) => {
    const fallback = defaultPages[params.slug];
    const own = await readFile(path.join(deps.dataDir, 'pages', `${params.slug}.html`), 'utf8').catch(() => undefined);
    return { title: fallback.title, html: own === undefined ? fallback.html : sanitisePage(own) };
  });
}
