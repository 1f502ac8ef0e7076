import * as z from 'zod/mini';

/**
 * The signed licence file the desktop application keeps and checks offline (decision 024).
 * `payload` is the licence as JSON text in base64; `signature` is the Ed25519 signature of the
 * payload's base64 text exactly as it stands, so a verifier never has to reproduce a JSON
 * serialisation: it checks the bytes it was given, then decodes them.
 */
export const licenseFileFormat = 'bfsm-license-v1';

export const licenseFile = z.object({
  format: z.literal(licenseFileFormat),
  /** Always 'Ed25519'. */
  algorithm: z.literal('Ed25519'),
  /** Which signing key signed it: the first 16 hex digits of the SHA-256 of the public key (SPKI DER). */
  keyId: z.string(),
  /** base64 of the UTF-8 JSON text of `LicensePayload`. */
  payload: z.string(),
  /** base64 of the 64-byte Ed25519 signature over the ASCII bytes of `payload`. */
  signature: z.string(),
});
export type LicenseFile = z.infer<typeof licenseFile>;

export const licensePayload = z.object({
  format: z.literal(licenseFileFormat),
  user: z.object({ id: z.number(), email: z.string() }),
  /** Licence type code (1, 2, 3, 6, 8, 9, 10), and its German name. */
  licenseType: z.number(),
  licenseTypeName: z.string(),
  /** The licence's last day ('YYYY-MM-DD', valid until 23:59 Berlin time), or null for licences without an end. */
  expiration: z.nullable(z.string()),
  /**
   * Present only in the grace period after a yearly licence's end (decision 066): its last day
   * ('YYYY-MM-DD', Berlin). The application keeps working until then and shows a warning.
   */
  grace: z.optional(z.object({ lastDay: z.string() })),
  /** Names of the feature flags enabled for the user. */
  features: z.array(z.string()),
  device: z.object({ id: z.number(), fingerprint: z.string(), name: z.string() }),
  issuedAt: z.string(),
  /** The file may be used offline until this moment: 4 days after `issuedAt`, or the account's longer offline period (at most 30 days) for a file activated offline (decision 045). */
  validUntil: z.string(),
});
export type LicensePayload = z.infer<typeof licensePayload>;
