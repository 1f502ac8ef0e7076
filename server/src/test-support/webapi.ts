import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sessionCookieOf } from './test-app.js';

/**
 * Forms and tokens as the browser sends them, for the suites that call the webapi through
 * `app.inject`: the one place that encodes a form post. Sessions: test-app.ts.
 */

/** A token call's token for the session of `cookie`. */
export async function tokenOf(app: FastifyInstance, cookie: string, tokenPath: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: tokenPath, headers: { cookie } });
  if (response.statusCode !== 200) throw new Error(`${tokenPath} answered ${response.statusCode}: ${response.body}`);
  return (response.json() as { token: string }).token;
}

/**
 * A token call made without a session, as a browser's first visit to a form makes it: the token,
 * the session cookie the answer started and the whole answer (some carry more than the token).
 */
export async function anonymousTokenOf(
  app: FastifyInstance,
  tokenPath: string,
): Promise<{ token: string; cookie: string; body: Record<string, unknown> }> {
  const response = await app.inject({ method: 'GET', url: tokenPath });
  if (response.statusCode !== 200) throw new Error(`${tokenPath} answered ${response.statusCode}: ${response.body}`);
  const body = response.json<{ token: string } & Record<string, unknown>>();
  return { token: body.token, cookie: sessionCookieOf(response), body };
}

/** Headers of a form post in the session of `cookie` (none: anonymous), with `extra` headers. */
export function formHeaders(cookie?: string, extra: Record<string, string> = {}): Record<string, string> {
  return { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}), ...extra };
}

/**
 * The payload and headers of a form post with `fields`, in the session of `cookie` (none:
 * anonymous), with `extra` headers; spread into `app.inject`.
 */
export function formRequest(
  fields: Record<string, string>,
  cookie?: string,
  extra: Record<string, string> = {},
): { payload: string; headers: Record<string, string> } {
  return { payload: new URLSearchParams(fields).toString(), headers: formHeaders(cookie, extra) };
}

/** A POST as the browser sends it: form-encoded fields (none: no body), the session cookie when given. */
export function postForm(
  app: FastifyInstance,
  url: string,
  options: { cookie?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  if (options.form) return app.inject({ method: 'POST', url, ...formRequest(options.form, options.cookie, options.headers) });
  return app.inject({ method: 'POST', url, headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers } });
}
