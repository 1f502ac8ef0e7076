import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** The secret of an invitation link: 192 random bits, URL-safe. */
export function newInvitationCode(): string {
  return randomBytes(24).toString('base64url');
}

/** The stored form of an invitation code: its SHA-256 in hex; the code itself is never stored. */
export function hashInvitationCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** Whether `code` is the one whose hash is stored, compared in constant time. */
export function invitationCodeMatches(storedHash: string, code: string): boolean {
  return timingSafeEqual(Buffer.from(hashInvitationCode(code)), Buffer.from(storedHash));
}
