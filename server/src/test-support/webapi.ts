import type { FastifyInstance } from 'fastify';

/** A token call's token for the session of `cookie`. */
export async function tokenOf(app: FastifyInstance, cookie: string, tokenPath: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: tokenPath, headers: { cookie } });
  if (response.statusCode !== 200) throw new Error(`${tokenPath} answered ${response.statusCode}: ${response.body}`);
  return (response.json() as { token: string }).token;
}

/** Headers of a form post in the session of `cookie` (none: anonymous). */
export function formHeaders(cookie?: string): Record<string, string> {
  return { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) };
}

/** The payload and headers of a form post with `fields`, in the session of `cookie` (none: anonymous); spread into `app.inject`. */
export function formRequest(fields: Record<string, string>, cookie?: string): { payload: string; headers: Record<string, string> } {
  return { payload: new URLSearchParams(fields).toString(), headers: formHeaders(cookie) };
}
