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

/**
 * A JSON answer is no document: nothing in it runs, loads or is framed, so it gets the short set
 * OWASP's REST Security Cheat Sheet names for APIs, and the page-only headers (opener,
 * permissions, referrer) stay off the webapi's many small answers.
 */
const apiPolicy = "default-src 'none'; frame-ancestors 'none'";

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean; imageOrigins: readonly string[]; trackerOrigin?: string },
): void {
  // The admin app runs no tracker: its policy never names the tracker's origin.
  const customerPolicy = contentSecurityPolicy(false, options.imageOrigins, options.trackerOrigin);
  const adminPolicy = contentSecurityPolicy(true, options.imageOrigins);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    if (options.https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (String(reply.getHeader('content-type')).startsWith('application/json')) {
      reply.header('content-security-policy', apiPolicy);
    } else {
      const isAdmin = request.url === '/admin' || request.url.startsWith('/admin/');
      reply.header('content-security-policy', isAdmin ? adminPolicy : customerPolicy);
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('cross-origin-opener-policy', 'same-origin');
      reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    }
    done(null, payload);
  });
}
