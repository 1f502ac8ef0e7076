import { buildPath, type CallDeclaration, type Encoding, type Nested } from '@bfsm/api-adapter';
import { bracketFields, encodedBody, type EncodedBody } from '../support/request-body.js';

export interface MatrixRequest {
  params: Record<string, string | number | undefined>;
  cookie: string;
  /** The token of the call's token call, sent where the call declares it; undefined: sent without. */
  token: string | undefined;
  /** The Origin header; undefined: none. */
  origin: string | undefined;
  /** The query's fields (the value a device call's access rule looks at); none unless given. */
  query?: Record<string, string>;
  /** The Authorization header (a device's bearer token); none unless given. */
  authorization?: string;
}

export interface InjectRequest {
  method: CallDeclaration['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/**
 * The request of one matrix case: the call's path with its parameters and the token, and nothing
 * else in query or body but a query value an access rule looks at. That is enough for the access check to decide, and a call that passes
 * it mostly stops at the body it misses instead of changing data.
 */
export function matrixRequest(call: CallDeclaration, request: MatrixRequest): InjectRequest {
  const parts: Record<'params' | 'query' | 'body', Nested> = { params: { ...request.params }, query: { ...request.query }, body: {} };
  if (call.token) {
    const [part, ...path] = call.token.field.split('.') as ['params' | 'query' | 'body', ...string[]];
    // A path cannot leave out its token segment: a wrong token stands in for none.
    const token = request.token ?? (part === 'params' ? 'kein-token' : undefined);
    if (token !== undefined) setPath(parts[part], path, token);
  }
  const query = new URLSearchParams(Object.entries(parts.query).map(([key, value]): [string, string] => [key, String(value)])).toString();
  const headers: Record<string, string> = { cookie: request.cookie };
  if (request.origin) headers.origin = request.origin;
  if (request.authorization) headers.authorization = request.authorization;
  return {
    method: call.method,
    url: buildPath(call.path, parts.params) + (query ? `?${query}` : ''),
    ...encodeBody(call.encoding, parts.body, headers),
  };
}

function setPath(root: Nested, path: string[], value: string): void {
  const last = path[path.length - 1] as string;
  let node = root;
  for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Nested;
  node[last] = value;
}

/** The body in the call's encoding, as a browser would send it; no fields, no body (a JSON call sends `{}`). */
function encodeBody(encoding: Encoding, body: Nested, headers: Record<string, string>): EncodedBody {
  const fields = bracketFields(body);
  if (encoding !== 'json' && fields.length === 0) return { headers };
  return encodedBody(encoding, fields, headers);
}
