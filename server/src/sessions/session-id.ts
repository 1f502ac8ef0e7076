import { createHash, randomBytes } from 'node:crypto';

/** A new session id: 256 random bits, base64url, as it goes into the cookie. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored, so a leaked sessions table does not leak usable cookies. */
export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}
