import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error.js';

/**
 * A route's onRequest hook that refuses writes from a foreign origin before anything of the body
 * is read. SameSite=Lax already keeps the cookie off cross-site POSTs; the Origin check closes the
 * rest (same-site subdomains, old browsers).
 */
export function refuseForeignOrigin(publicOrigin: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`) {
      throw new HttpError(403, 'invalid-origin', 'Anfrage von einer fremden Seite abgelehnt.');
    }
  };
}
