import type { FastifyInstance } from 'fastify';

/** The desktop API as the application calls it: JSON, and the device token as a bearer token. */
export function desktopApi(app: FastifyInstance) {
  const post = (path: string, body: unknown, token?: string) =>
    app.inject({
      method: 'POST',
      url: `/api/desktop/v1/${path}`,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: JSON.stringify(body),
    });
  return {
    activate: (body: { email: string; password: string; code?: string; fingerprint: string; deviceName: string; version?: string }) =>
      post('activate', body),
    refresh: (token: string, fingerprint: string, version?: string) => post('refresh', { fingerprint, version }, token),
    deactivate: (token: string, fingerprint: string) => post('deactivate', { fingerprint }, token),
    updates: (token: string, query: string) =>
      app.inject({ method: 'GET', url: `/api/desktop/v1/updates?${query}`, headers: { authorization: `Bearer ${token}` } }),
    publicKey: async () =>
      (await app.inject({ method: 'GET', url: '/api/desktop/v1/public-key' })).json<{ publicKey: string; keyId: string }>(),
  };
}
