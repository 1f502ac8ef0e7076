import * as z from 'zod/mini';

/**
 * The files a device writes for the portal (decision 045), signed like the licence file: `payload`
 * is base64 of a UTF-8 JSON text and `signature` the Ed25519 signature over the ASCII bytes of
 * `payload` exactly as it stands, here made with the device's own key. docs/desktop-files.md has
 * the bytes.
 */
export const deactivationProofFormat = 'bfsm-deactivation-v1';

/** The device's own Ed25519 public key as the portal takes it: base64 of its 32 raw bytes (44 characters). */
export const devicePublicKey = z.string().check(z.regex(/^[A-Za-z0-9+/]{43}=$/));

/** A signed envelope: the same four fields as the licence file, without a key id (the device has one key). */
const signedEnvelope = <F extends string>(format: F) =>
  z.object({
    format: z.literal(format),
    algorithm: z.literal('Ed25519'),
    payload: z.string().check(z.maxLength(4096)),
    signature: z.string().check(z.maxLength(200)),
  });

export const deactivationProof = signedEnvelope(deactivationProofFormat);
export type DeactivationProof = z.infer<typeof deactivationProof>;

/** What the device states when it gave its licence up: which device, on which machine, when. */
export const deactivationPayload = z.object({
  format: z.literal(deactivationProofFormat),
  deviceId: z.number(),
  fingerprint: z.string(),
  deactivatedAt: z.string(),
  /** Random, so that two proofs of one device never look alike. */
  nonce: z.string(),
});
export type DeactivationPayload = z.infer<typeof deactivationPayload>;

/** 'Gerät offline aktivieren': what the device asks for, signed with the key it registers (decision 045). */
export const activationRequestFormat = 'bfsm-activation-request-v1';

export const activationRequest = signedEnvelope(activationRequestFormat);
export type ActivationRequest = z.infer<typeof activationRequest>;

export const activationRequestPayload = z.object({
  format: z.literal(activationRequestFormat),
  fingerprint: z.string().check(z.minLength(8), z.maxLength(200)),
  deviceName: z.string().check(z.minLength(1), z.maxLength(100)),
  appVersion: z.string().check(z.maxLength(50)),
  /** The device's own Ed25519 public key, base64 of its 32 raw bytes: it also signs this request. */
  publicKey: devicePublicKey,
  nonce: z.string().check(z.maxLength(100)),
  createdAt: z.string(),
});
export type ActivationRequestPayload = z.infer<typeof activationRequestPayload>;
