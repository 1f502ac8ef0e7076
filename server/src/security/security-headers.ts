import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer. Scripts only from our own origin (no inline scripts
 * anywhere); the admin's MUI/emotion injects <style> elements, so only /admin allows inline
 * styles. Workers from our origin only (the captcha worker is a file, never a data: URL).
 * Images from our origin, data: and the origins the operator names (CSP_IMG_ORIGINS): any
 * https: host would let injected markup beacon to anywhere. `trackerOrigin` (from MATOMO_URL) is
 * the one foreign origin the customer app may load a script from and send to: the analytics
 * tracker, which runs only after cookie consent.
 */
function contentSecurityPolicy(allowInlineStyles: boolean, imageOrigins: readonly string[], trackerOrigin?: string): string {
  const tracker = trackerOrigin ? ` ${trackerOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${tracker}`,
    `style-src 'self'${allowInlineStyles ? " 'unsafe-inline'" : ''}`,
    ["img-src 'self' data:", ...imageOrigins, ...(trackerOrigin ? [trackerOrigin] : [])].join(' '),
    "font-src 'self'",
    `connect-src 'self'${tracker}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean; imageOrigins: readonly string[]; trackerOrigin?: string }): void {
  // The admin app runs no tracker: its policy never names the tracker's origin.
  const customerPolicy = contentSecurityPolicy(false, options.imageOrigins, options.trackerOrigin);
  const adminPolicy = contentSecurityPolicy(true, options.imageOrigins);
  app.addHook('onSend', async (request, reply) => {
    const isAdmin = request.url === '/admin' || request.url.startsWith('/admin/');
    reply.header('content-security-policy', isAdmin ? adminPolicy : customerPolicy);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    if (options.https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
