import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isAdminPage, isCustomerPage, type AnalyticsSettings } from '@bfsm/api-adapter';
import type { PageAnswers } from '../http/unmatched-requests.js';
import { robotsTxt, sitemapXml } from './crawler-files.js';
import { pageHead, withAnalyticsSettings } from './page-head.js';

export interface StaticRoots {
  /** customer/dist */
  customer: string;
  /** admin/dist */
  admin: string;
}

/** Hashed assets never change under their name; HTML must always be fetched fresh. */
function cacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Serves the built customer app's files and the admin app's under /admin, and says how a page
 * is answered (unmatched-requests.ts decides when): the app's index.html, whose router shows the
 * screen, under 200 for an address the app knows (customer-routes.ts in the api-adapter, the
 * admin's sections) and under 404 for any other, where the router shows its not-found screen;
 * the customer app's with the title, description and canonical address of a public screen
 * (`publicUrl` is PUBLIC_URL) and the analytics settings, if the operator runs a tracker. Files
 * that the build compressed beforehand (`.br`, `.gz` beside them) go out compressed to browsers
 * that take it.
 */
export async function registerSpaRoutes(
  app: FastifyInstance,
  roots: StaticRoots,
  page: { publicUrl: string; analytics?: AnalyticsSettings | undefined },
): Promise<PageAnswers> {
  const { publicUrl } = page;
  const built = { customer: existsSync(path.join(roots.customer, 'index.html')), admin: existsSync(path.join(roots.admin, 'index.html')) };
  if (built.customer) {
    await app.register(fastifyStatic, {
      root: roots.customer,
      prefix: '/',
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
  }
  if (built.admin) {
    await app.register(fastifyStatic, {
      root: roots.admin,
      prefix: '/admin/',
      index: false,
      wildcard: false,
      preCompressed: true,
      decorateReply: !built.customer,
      setHeaders: cacheHeaders,
    });
  }

  app.get('/robots.txt', (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(publicUrl)),
  );
  app.get('/sitemap.xml', (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(sitemapXml(publicUrl)),
  );

  const sendIndex = async (reply: FastifyReply, app: 'customer' | 'admin', pathname: string, status: 200 | 404) => {
    if (!built[app])
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(`Die Oberfläche (${app}) ist noch nicht gebaut: bitte "npm run build" ausführen.`);
    reply.status(status).header('cache-control', 'no-cache');
    if (app === 'admin') return reply.sendFile('index.html', roots.admin);
    // Read per request, as sendFile did: a rebuild while the server runs is served at once.
    const html = await readFile(path.join(roots.customer, 'index.html'), 'utf8');
    return reply.type('text/html; charset=utf-8').send(withAnalyticsSettings(pageHead(html, pathname, publicUrl), page.analytics));
  };

  return {
    isPage: (pathname) => (isAdminAddress(pathname) ? isAdminPage(pathname) : isCustomerPage(pathname)),
    send: (reply, pathname, known) => sendIndex(reply, isAdminAddress(pathname) ? 'admin' : 'customer', pathname, known ? 200 : 404),
  };
}

const isAdminAddress = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');
