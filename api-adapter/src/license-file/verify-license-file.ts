import { createPublicKey, verify } from 'node:crypto';
import { readJsonText, readPayload } from './device-file-crypto.js';
import { licenseFile, licensePayload, type LicensePayload } from './license-file.js';

/** Why a licence file is not valid: the desktop application shows its own text for each. */
export type LicenseRefusal = 'malformed' | 'bad-signature' | 'expired' | 'not-yet-valid' | 'wrong-device';

export type LicenseCheck = { valid: true; license: LicensePayload } | { valid: false; reason: LicenseRefusal };

export interface VerifyOptions {
  /** The portal's public key as published (PEM, SPKI). */
  publicKey: string;
  /** The licence file: its JSON text or the parsed object. */
  file: unknown;
  /** The fingerprint of the machine that checks the file. */
  fingerprint: string;
  now?: Date;
  /** Tolerated clock difference between the portal and the machine; 5 minutes by default. */
  clockSkewMs?: number;
}

/**
 * The offline check of a licence file, in the order a port should keep: the shape, the
 * signature over the payload's text, then the payload's own claims (device, time window).
 * Nothing in the payload is trusted before the signature is.
 */
export function verifyLicenseFile(options: VerifyOptions): LicenseCheck {
  const parsedFile = licenseFile.safeParse(typeof options.file === 'string' ? readJsonText(options.file) : options.file);
  if (!parsedFile.success) return { valid: false, reason: 'malformed' };
  const { payload, signature } = parsedFile.data;

  let signatureMatches: boolean;
  try {
    signatureMatches = verify(null, Buffer.from(payload, 'ascii'), createPublicKey(options.publicKey), Buffer.from(signature, 'base64'));
  } catch {
    return { valid: false, reason: 'malformed' };
  }
  if (!signatureMatches) return { valid: false, reason: 'bad-signature' };

  const license = licensePayload.safeParse(readPayload(payload));
  if (!license.success) return { valid: false, reason: 'malformed' };
  if (license.data.device.fingerprint !== options.fingerprint) return { valid: false, reason: 'wrong-device' };

  const now = (options.now ?? new Date()).getTime();
  const skew = options.clockSkewMs ?? 5 * 60_000;
  if (now + skew < Date.parse(license.data.issuedAt)) return { valid: false, reason: 'not-yet-valid' };
  if (now > Date.parse(license.data.validUntil)) return { valid: false, reason: 'expired' };
  return { valid: true, license: license.data };
}
