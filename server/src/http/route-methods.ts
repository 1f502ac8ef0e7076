import FindMyWay, { type HTTPMethod } from 'find-my-way';

/** The order methods are named in an Allow header. */
const methodOrder: readonly string[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

export interface RouteMethods {
  /** Called for every route as it is registered (Fastify's onRoute). */
  add(method: string, url: string): void;
  /** The methods some route takes at this concrete address (query allowed), in Allow order; empty for an unknown address. */
  allowedAt(url: string): string[];
}

/**
 * Fastify answers a known address with a method it does not take as if the address were
 * unknown (404). To answer 405 with Allow and OPTIONS with 204, the not-found handler asks this
 * second router, which holds every route under the same rules as Fastify's (a trailing slash
 * ignored), which methods the address takes.
 */
export function createRouteMethods(): RouteMethods {
  const router = FindMyWay({ ignoreTrailingSlash: true });
  const methods = new Set<HTTPMethod>();
  return {
    add(method, url) {
      const known = method as HTTPMethod;
      // A route registered in two scopes (HEAD beside GET in each) is one address with one method.
      if (!router.hasRoute(known, url)) router.on(known, url, () => undefined);
      methods.add(known);
    },
    allowedAt(url) {
      return [...methods]
        .filter((method) => router.find(method, url) !== null)
        .sort((a, b) => methodOrder.indexOf(a) - methodOrder.indexOf(b));
    },
  };
}

/** The Allow header for an address that takes `methods`: OPTIONS always, since every known address answers it. */
export function allowHeader(methods: readonly string[]): string {
  return [...new Set([...methods, 'OPTIONS'])].sort((a, b) => methodOrder.indexOf(a) - methodOrder.indexOf(b)).join(', ');
}
