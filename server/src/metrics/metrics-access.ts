import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { inAddressRanges, parseAddressRange } from './address-ranges.js';

/**
 * Who may read /metrics: anyone with the bearer token (METRICS_TOKEN), or a client that connects
 * directly from an allowed address (METRICS_ALLOW). The socket's address is used, never one from
 * X-Forwarded-For, and a request that came through a proxy needs the token: a proxy on the same
 * machine would otherwise make every visitor look like loopback, and a forwarded address can be
 * made up by the client when the proxy appends to it.
 */
export function createMetricsAccess(settings: {
  allow: readonly string[];
  token: string | undefined;
}): (request: FastifyRequest) => boolean {
  const ranges = settings.allow.map(parseAddressRange);
  const tokenDigest = settings.token === undefined ? undefined : digest(settings.token);
  return (request) => {
    const bearer = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (tokenDigest && bearer !== undefined && timingSafeEqual(digest(bearer), tokenDigest)) return true;
    const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
    return !proxied && inAddressRanges(ranges, request.socket.remoteAddress);
  };
}

// Digests have one length, so comparing them takes the same time whatever was sent.
function digest(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
