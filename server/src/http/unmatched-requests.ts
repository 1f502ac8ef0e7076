import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { texts } from '@bfsm/api-adapter';
import { allowHeader, type RouteMethods } from './route-methods.js';
import { serverTexts } from './server-texts.js';

/** The web pages of the two apps: which addresses are theirs and how a page is answered. */
export interface PageAnswers {
  /** Whether one of the apps has a screen of its own at `pathname`. */
  isPage(pathname: string): boolean;
  /** The app's index.html: 200 for a page, 404 (the app shows its not-found screen) for another address. */
  send(reply: FastifyReply, pathname: string, known: boolean): Promise<FastifyReply> | FastifyReply;
}

/** Addresses of machines (the webapi, the desktop API): never a web page, always JSON. */
const apiAddress = /^\/(web)?api(\/|$)/;
/** A file that is not there (`/favicon.ico`, `/assets/nope.js`): a plain 404, not a page. */
const fileAddress = /(^\/(admin\/)?assets\/)|(\.[a-z0-9]{1,8}$)/i;

/**
 * What a request that no route answers gets: a known address with another method 405 with
 * Allow (OPTIONS 204 with Allow, without any CORS header, so no foreign page may call); a page
 * address the app's page; anything else 404 — the app's page with its not-found screen for
 * an address a browser would show, JSON in the one error shape for the APIs and for files.
 */
export function registerUnmatchedRequests(app: FastifyInstance, deps: { methods: RouteMethods; pages?: PageAnswers | undefined }): void {
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const { pages } = deps;
    const mayBePage = pages !== undefined && !apiAddress.test(pathname);
    const isPage = mayBePage && pages.isPage(pathname);
    const allowed = [...deps.methods.allowedAt(request.url), ...(isPage ? ['GET', 'HEAD'] : [])];
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    // A route that takes this method and still found nothing (a static file that is not there)
    // calls this handler too: that is a 404, not a wrong method.
    const methodTaken = allowed.includes(request.method) || (request.method === 'HEAD' && allowed.includes('GET'));
    if (allowed.length > 0 && !methodTaken && !(isPage && readsPage)) {
      reply.header('allow', allowHeader(allowed));
      if (request.method === 'OPTIONS') return reply.status(204).send();
      return reply.status(405).send({ error: 'method-not-allowed', message: serverTexts.methodNotAllowed });
    }
    if (mayBePage && readsPage && (isPage || !fileAddress.test(pathname))) return pages.send(reply, pathname, isPage);
    return reply.status(404).send({ error: 'not-found', message: texts.errors.notFound });
  });
}
