import { randomInt } from 'node:crypto';

/**
 * How long after its answer a queued registration or reset request is carried out: a random
 * moment, shortly after, whichever the address. The work for a known address (a code, a mail)
 * then neither follows the answer at a fixed moment nor slows the client's next request, which a
 * client would otherwise time to learn whether the address has an account (decision 030).
 */
export function randomAnswerDeferralMs(): number {
  return randomInt(25, 250);
}
