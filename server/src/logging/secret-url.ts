import { isSecretParam, mailedLinkPages } from '@bfsm/api-adapter';

/**
 * Addresses carry secrets: mail codes in paths (/webapi/confirm-mail/<code>, /not-me/<code>),
 * action tokens in paths and queries (/logout?token=…). Whoever reads the log must not be able to
 * use them, so every address is logged with those parts replaced. Which parts: the parameters
 * named by `isSecretParam` (api-adapter's customer-routes.ts), of every server route (learned as
 * it is registered) and of the customer app's pages that mails link to (`mailedLinkPages`, read
 * from the app's routes, since the server answers them with index.html under no route of its own).
 */
export const redacted = '[redacted]';

interface Segment {
  literal?: string;
  secret: boolean;
  optional: boolean;
}

export interface UrlRedactor {
  /** Learns a route (Fastify syntax: `:param`, `:param?` last); only routes with a secret parameter are kept. */
  addRoute(route: string): void;
  redact(url: string): string;
}

export function createUrlRedactor(routes: readonly string[] = mailedLinkPages): UrlRedactor {
  const patterns: Segment[][] = [];

  function addRoute(route: string): void {
    const segments = route.split('/').map((segment): Segment => {
      if (!segment.startsWith(':')) return { literal: segment, secret: false, optional: false };
      const name = segment.slice(1).replace(/\?$/, '').replace(/\(.*$/, '');
      return { secret: isSecretParam(name), optional: segment.endsWith('?') };
    });
    if (segments.some((segment) => segment.secret)) patterns.push(segments);
  }

  function redactPath(path: string): string {
    const trailingSlash = path.length > 1 && path.endsWith('/');
    const parts = (trailingSlash ? path.slice(0, -1) : path).split('/');
    for (const pattern of patterns) {
      if (!matches(pattern, parts)) continue;
      const hidden = parts.map((part, index) => (pattern[index]?.secret ? redacted : part));
      return hidden.join('/') + (trailingSlash ? '/' : '');
    }
    return path;
  }

  routes.forEach(addRoute);
  return {
    addRoute,
    redact(url) {
      const queryStart = url.indexOf('?');
      if (queryStart === -1) return redactPath(url);
      return `${redactPath(url.slice(0, queryStart))}?${redactQuery(url.slice(queryStart + 1))}`;
    },
  };
}

function matches(pattern: Segment[], parts: string[]): boolean {
  const last = pattern[pattern.length - 1];
  const fits = parts.length === pattern.length || (last?.optional === true && parts.length === pattern.length - 1);
  return (
    fits &&
    parts.every((part, index) => {
      const segment = pattern[index] as Segment;
      return segment.literal === undefined ? part !== '' : segment.literal === part;
    })
  );
}

/** Keeps the query as it was written, only the values of secret keys replaced. */
function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      return isSecretParam(safeDecode(pair.slice(0, equals))) ? `${pair.slice(0, equals)}=${redacted}` : pair;
    })
    .join('&');
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}
