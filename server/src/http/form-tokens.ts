import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Form and action tokens: an HMAC of the action under the session's own secret. A token is
 * therefore bound to one session and one action, needs no storage, and dies with the session.
 */
export function issueFormToken(csrfSecret: string, action: string): string {
  return createHmac('sha256', csrfSecret).update(action).digest('base64url');
}

export function isValidFormToken(csrfSecret: string, action: string, token: unknown): boolean {
  if (typeof token !== 'string' || token.length === 0) return false;
  const expected = Buffer.from(issueFormToken(csrfSecret, action));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
