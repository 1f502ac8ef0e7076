import * as z from 'zod/mini';

/**
 * The files a device writes for the portal (decision 045), signed like the licence file: `payload`
 * is base64 of a UTF-8 JSON text and `signature` the Ed25519 signature over the ASCII bytes of
 * `payload` exactly as it stands, here made with the device's own key. docs/desktop-files.md has
 * the bytes.
 */
export const deactivationProofFormat = 'bfsm-deactivation-v1';

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
