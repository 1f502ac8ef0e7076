import fc from 'fast-check';
import type { CallDeclaration } from '@bfsm/api-adapter';
import type { InjectOptions } from 'fastify';
import { anyBody, ownEncodingBody, type Body, type FixedField } from './bodies.js';
import { bracketName, declaredFields, pathParams, tokenPlace, type Poison } from './call-shape.js';
import { junkPairs, junkPathSegment, percentEncode } from './junk.js';

export interface BadRequestPlan {
  call: CallDeclaration;
  /** A valid token for the call, sent where the contract wants it, so the request passes the token check. */
  token?: string;
  /** Path parameters that the contract accepts, with the poison that keeps the request invalid anyway. */
  realParams?: { params: Record<string, string>; poison: Poison };
}

/** One generated request; prints itself shortened, so a failing run names it readably. */
export class BadRequest {
  constructor(
    readonly method: CallDeclaration['method'],
    readonly url: string,
    readonly body: Body | undefined,
  ) {}

  /** `authorization`: the desktop API's device token, as `Bearer …`. */
  inject(cookie: string | undefined, authorization?: string): InjectOptions {
    const headers: Record<string, string> = {};
    if (cookie) headers.cookie = cookie;
    if (authorization) headers.authorization = authorization;
    if (this.body?.contentType !== undefined) headers['content-type'] = this.body.contentType;
    return { method: this.method, url: this.url, headers, ...(this.body ? { payload: this.body.payload } : {}) };
  }

  [fc.toStringMethod](): string {
    return `${this.method} ${shorten(this.url)} [${this.body?.contentType ?? 'no body'}] ${shorten(this.body?.payload.toString('latin1') ?? '')}`;
  }
}

function shorten(text: string): string {
  return text.replace(/(.)\1{40,}/gs, (run, character: string) => `${character}…(${run.length}×)`).slice(0, 600);
}

/**
 * Requests to one call with junk in every part it declares: path parameters, query and body,
 * in its own encoding and in wrong ones. Only the token (when the plan brings one) and the real
 * path parameters with their poison are sent intact.
 */
export function badRequests(plan: BadRequestPlan): fc.Arbitrary<BadRequest> {
  const { call, token, realParams } = plan;
  const place = token ? tokenPlace(call) : undefined;
  const tokenName = place ? bracketName(place.path) : undefined;
  const notToken = (name: string) => tokenName === undefined || !name.startsWith(tokenName);
  const fixedIn = (part: 'query' | 'body'): FixedField[] => {
    const fixed: FixedField[] = place?.part === part && token && tokenName ? [[tokenName, token]] : [];
    const poison = realParams?.poison;
    if (poison?.part === part) {
      const name = bracketName(poison.path);
      fixed.push(
        ...(part === 'query'
          ? ([
              [name, 'x'],
              [name, 'y'],
            ] as const)
          : ([[`${name}[x]`, 'y']] as const)),
      );
    }
    return fixed;
  };

  const segments = pathParams(call.path).map(({ name, optional }) => {
    if (place?.part === 'params' && tokenName === name && token) return fc.constant(encodeURIComponent(token));
    const real = realParams?.params[name];
    return real !== undefined ? fc.constant(encodeURIComponent(real)) : junkPathSegment({ empty: !optional });
  });
  const path = fc.tuple(...segments).map((values) => {
    let index = 0;
    return call.path.replace(/:[A-Za-z0-9_]+\??/g, () => values[index++] ?? '');
  });

  const queryNames = declaredFields(call.query).map(bracketName).filter(notToken);
  const query = junkPairs(queryNames).map((pairs) => {
    const all = [...pairs, ...fixedIn('query').map(([name, value]) => [name, percentEncode(value)] as const)];
    return all.length > 0 ? `?${all.map(([name, value]) => `${name}=${value}`).join('&')}` : '';
  });

  const bodyNames = declaredFields(call.body).map(bracketName).filter(notToken);
  const body = realParams ? ownEncodingBody(call.encoding, bodyNames, fixedIn('body')) : anyBody(call.encoding, bodyNames, fixedIn('body'));

  return fc
    .tuple(path, query, body)
    .map(([pathText, queryText, bodyValue]) => new BadRequest(call.method, pathText + queryText, bodyValue));
}
