import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pageCalls } from '@bfsm/api-adapter';
import { contractRoute, type ContractRouteOptions } from '../http/contract-route.js';
import { defaultPages } from './default-pages.js';

/**
 * Legal and contact pages: the operator's own HTML from DATA_DIR/pages/<slug>.html when it
 * exists (trusted content: only the operator can write there), otherwise our default text.
 */
export function registerPageRoutes(app: FastifyInstance, deps: { route: ContractRouteOptions; dataDir: string }): void {
  contractRoute(app, deps.route, pageCalls.getPage, async ({ params }) => {
    const fallback = defaultPages[params.slug];
    const html = await readFile(path.join(deps.dataDir, 'pages', `${params.slug}.html`), 'utf8').catch(() => fallback.html);
    return { title: fallback.title, html };
  });
}
