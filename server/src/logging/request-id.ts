import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

export const requestIdHeader = 'x-request-id';

/** What a proxy may hand us as request id: short, and nothing that could break a log line or a header. */
const acceptableId = /^[\w.:-]{1,128}$/;

/**
 * Every request gets an id, which Fastify puts on each log line of the request (`reqId`) and we
 * send back in x-request-id. An incoming x-request-id is taken over only behind a trusted proxy
 * (TRUST_PROXY), so that the proxy's logs and ours name the same request; otherwise any client
 * could choose the id its requests are logged under.
 */
export function requestIdOptions(trustProxy: boolean): Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> {
  return {
    requestIdHeader: false,
    genReqId(request) {
      const incoming = request.headers[requestIdHeader];
      return trustProxy && typeof incoming === 'string' && acceptableId.test(incoming) ? incoming : randomUUID();
    },
  };
}

export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(requestIdHeader, request.id);
    done();
  });
}
