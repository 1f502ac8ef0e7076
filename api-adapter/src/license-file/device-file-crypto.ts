import { createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import type * as z from 'zod/mini';

/**
 * Signing and opening the device's files (decision 045) with node:crypto: the reference client
 * signs, the portal opens. Kept apart from the schemas, which the browser's contract also reads.
 */

/** The device key as the portal keeps it (base64 of the 32 raw bytes) as a key object for node:crypto. */
export function devicePublicKeyObject(rawBase64: string): KeyObject {
  return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(rawBase64, 'base64').toString('base64url') }, format: 'jwk' });
}

/** The public half of a device key in the portal's form: base64 of its 32 raw bytes. */
export function devicePublicKeyText(key: KeyObject): string {
  return Buffer.from(key.export({ format: 'jwk' }).x ?? '', 'base64url').toString('base64');
}

/** Signs a payload into an envelope, as the device does. */
export function signDeviceFile<F extends string>(format: F, payload: object, privateKey: KeyObject) {
  const encoded = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64');
  return {
    format,
    algorithm: 'Ed25519' as const,
    payload: encoded,
    signature: sign(null, Buffer.from(encoded, 'ascii'), privateKey).toString('base64'),
  };
}

export type DeviceFileCheck<P> = { ok: true; payload: P } | { ok: false; reason: 'malformed' | 'bad-signature' };

/** Reads an envelope's payload after checking its signature with the device key; nothing in it is trusted before. */
export function openDeviceFile<P>(
  envelope: { payload: string; signature: string },
  publicKeyBase64: string,
  payloadSchema: z.ZodMiniType<P>,
): DeviceFileCheck<P> {
  let matches: boolean;
  try {
    matches = verify(
      null,
      Buffer.from(envelope.payload, 'ascii'),
      devicePublicKeyObject(publicKeyBase64),
      Buffer.from(envelope.signature, 'base64'),
    );
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!matches) return { ok: false, reason: 'bad-signature' };
  const payload = payloadSchema.safeParse(readPayload(envelope.payload));
  return payload.success ? { ok: true, payload: payload.data } : { ok: false, reason: 'malformed' };
}

/** The JSON inside an envelope's payload, unchecked: undefined when it is none. */
export function readPayload(encoded: string): unknown {
  return readJsonText(Buffer.from(encoded, 'base64').toString('utf8'));
}

/** A file's text as JSON, unchecked: undefined when it is none (the caller's schema then refuses it as malformed). */
export function readJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
