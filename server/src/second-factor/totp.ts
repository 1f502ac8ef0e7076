import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps expect it: SHA-1, six digits, 30-second steps; one step of tolerance either way. */
const settings = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
export const toleranceSteps = 1;

/** A new random secret (160 bits, as RFC 4226 recommends), base32 as the apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, issuer = '', label = ''): TOTP {
  return new TOTP({ ...settings, issuer, label, secret: Secret.fromBase32(secret) });
}

/** The otpauth:// address for the QR code: the app shows the issuer and the account's e-mail address. */
export function totpAddress(secret: string, issuer: string, email: string): string {
  return totpOf(secret, issuer, email).toString();
}

/** The time step of a valid code at `now`, or null for a wrong one. */
export function matchingTotpStep(secret: string, code: string, now: Date): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: toleranceSteps });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}
