import type { CallDeclaration, Method } from '../contract/define.js';

/** A contract call that a request's method and path reach, with the path parameters as sent. */
export interface MatchedCall {
  call: CallDeclaration;
  params: Record<string, string>;
}

interface CallRoute {
  call: CallDeclaration;
  pattern: RegExp;
  names: string[];
  /** Routers prefer the more static path; the longest fixed text stands in for that. */
  fixedLength: number;
}

const paramSegment = /\/:([A-Za-z0-9_]+)(\?)?/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Fastify's path syntax as the server registers it: `:name` is one segment, `:name?` an optional last one. */
function routeOf(call: CallDeclaration): CallRoute {
  const names: string[] = [];
  let source = '';
  let fixed = '';
  let rest = 0;
  for (const match of call.path.matchAll(paramSegment)) {
    const before = call.path.slice(rest, match.index);
    source += escapeRegExp(before) + (match[2] ? '(?:/([^/]+))?' : '/([^/]+)');
    fixed += before;
    names.push(match[1] as string);
    rest = match.index + match[0].length;
  }
  source += escapeRegExp(call.path.slice(rest));
  fixed += call.path.slice(rest);
  return { call, pattern: new RegExp(`^${source}$`), names, fixedLength: fixed.length };
}

/** Finds the call that answers a method and path, as the server's router would. */
export function callRouter(calls: readonly CallDeclaration[]) {
  const routes = calls.map(routeOf).sort((a, b) => b.fixedLength - a.fixedLength);
  return (method: string, pathname: string): MatchedCall | undefined => {
    for (const route of routes) {
      if (route.call.method !== (method as Method)) continue;
      const match = route.pattern.exec(pathname);
      if (!match) continue;
      const params: Record<string, string> = {};
      route.names.forEach((name, index) => {
        const value = match[index + 1];
        if (value !== undefined) params[name] = decodeURIComponent(value);
      });
      return { call: route.call, params };
    }
    return undefined;
  };
}
