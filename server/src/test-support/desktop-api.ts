import { generateKeyPairSync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { devicePublicKeyText } from '@bfsm/api-adapter/license-file';

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
    activate: (body: {
      email: string;
      password: string;
      code?: string;
      fingerprint: string;
      deviceName: string;
      publicKey?: string;
      version?: string;
    }) => post('activate', body),
    refresh: (token: string, fingerprint: string, version?: string) => post('refresh', { fingerprint, version }, token),
    deactivate: (token: string, fingerprint: string) => post('deactivate', { fingerprint }, token),
    sendProof: (proof: string) => post('deactivation-proof', { proof }),
    updates: (token: string, query: string) =>
      app.inject({ method: 'GET', url: `/api/desktop/v1/updates?${query}`, headers: { authorization: `Bearer ${token}` } }),
    publicKey: async () =>
      (await app.inject({ method: 'GET', url: '/api/desktop/v1/public-key' })).json<{ publicKey: string; keyId: string }>(),
  };
}

/** A client's device key as the desktop API takes it: base64 of the 32 raw bytes of an Ed25519 public key. */
export function devicePublicKey(): string {
  return devicePublicKeyText(generateKeyPairSync('ed25519').publicKey);
}
