import { createHash, randomBytes } from 'node:crypto';

/**
 * Device tokens of the desktop API: 32 random bytes, shown once to the application, stored only
 * as their SHA-256 on the device's row (a database leak hands out no usable token). A token is
 * bound to its device: it dies with the row, and refresh also checks the device's fingerprint.
 */
const prefix = 'bfsm_dt_';

export function newDeviceToken(): { token: string; hash: string } {
  const token = `${prefix}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashDeviceToken(token) };
}

export function hashDeviceToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token of an `Authorization: Bearer …` header, or undefined when the header holds none of ours. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const token = match?.[1];
  return token?.startsWith(prefix) && token.length <= 100 ? token : undefined;
}
