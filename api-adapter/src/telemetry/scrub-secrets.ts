import { mailedLinkPages } from '../domain/customer-routes.js';

/**
 * Removes passwords, tokens, one-time codes and session ids from what leaves the portal for error
 * reporting or analytics. The apps scrub before sending and the server scrubs again before
 * forwarding, with this one function, so a report is clean even from an old or altered app.
 */

export const filtered = '[Filtered]';

/**
 * Addresses whose last segment carries a one-time code or an action token: the pages that mails
 * link to (`mailedLinkPages`, read from the customer app's routes) and the webapi calls with a
 * secret in the path. The calls are listed here rather than read from the contract, which the
 * apps' error reporting and analytics chunks would then carry whole; a test holds this list to
 * every contract call and customer route with a code or token in its path.
 */
export const secretAddresses: readonly string[] = [
  ...mailedLinkPages.map((page) => page.replace(/\/:[A-Za-z0-9_]+\??$/, '/:secret')),
  '/test-confirm-forgotten-password/:secret',
  '/check-invitation/:id/:secret',
  '/accept-invitation/:id/:secret',
  '/report-invitation/:id/:secret',
  '/users/makeAdmin/:id/:secret',
  '/users/deleteAdmin/:id/:secret',
  '/reference/:id/:secret',
  '/release/:id/:secret',
];

// A segment ends at the next separator; '%' too, so that an encoded address ('%2F') is read as well.
const segment = `[^/?#&%\\s"'<>]+`;
const slash = '(?:/|%2F)';

/** Each address as a pattern whose first group is everything before the secret. */
const addressPatterns = secretAddresses.map((address) => {
  const leading = address.split('/').slice(1, -1);
  const source = leading.map((part) => (part.startsWith(':') ? segment : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join(slash);
  return new RegExp(`(${slash}${source}${slash})${segment}`, 'gi');
});

/** Query or form parameters whose value is secret: token, _token, deleteToken, code, password, session … */
const secretParameter = /((?:^|[?&;\s])[\w.[\]-]*(?:token|code|pass|secret|session)[\w.[\]-]*=)[^&#\s"'<>]*/gi;

/** Object keys whose value is secret, wherever they stand (cookies, headers, form data, breadcrumb data). */
const secretKey = /passw|pwd|token|secret|session|cookie|authorization|csrf|^code$/i;

/** The text with every secret in an address replaced by '[Filtered]'. */
export function scrubText(text: string): string {
  return addressPatterns.reduce(
    (scrubbed, pattern) => scrubbed.replace(pattern, `$1${filtered}`),
    text.replace(secretParameter, `$1${filtered}`),
  );
}

/** Deeper than any report nests; guards against cycles. */
const maxDepth = 30;

/** A copy of a JSON-like value with secret keys emptied and secrets in every text removed. */
export function scrubSecrets<T>(value: T): T {
  return scrubValue(value, 0) as T;
}

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > maxDepth) return filtered;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      secretKey.test(key) && inner !== null && inner !== undefined ? filtered : scrubValue(inner, depth + 1),
    ]),
  );
}
