import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { parseAltchaPayload } from './altcha-payload.js';
import type { CaptchaProvider } from './captcha-provider.js';
import { removeExpiredChallenges, spendChallenge } from './spent-challenges.js';

/**
 * PBKDF2 runs natively in every browser (WebCrypto), so the widget's worker is fast and the work
 * is the same for a person and for a bot. The widget needs the matching worker: altcha's
 * `workers/pbkdf2.js`.
 */
const altchaAlgorithm = 'PBKDF2/SHA-256';

/**
 * Deterministic mode: the server picks the counter the solver must reach, so the work per
 * challenge is predictable (attempts × cost PBKDF2 iterations) and verification is a single HMAC
 * over the derived key, cheap even under a flood of answers.
 */
const minAttempts = 500;
const maxAttempts = 1_500;

export interface AltchaOptions {
  db: Kysely<Database>;
  /** The signing secret; all instances must share it (getOrCreateSecret(db, 'altcha')). */
  hmacKey: string;
  /** PBKDF2 iterations per attempt (CAPTCHA_COST); about 1,000 attempts are needed on average. */
  cost: number;
}

/** Long enough for a slow device to solve the challenge and the visitor to finish the form. */
const challengeLifetimeMs = 10 * 60_000;

export function createAltchaProvider(options: AltchaOptions): CaptchaProvider {
  const { db, hmacKey, cost } = options;
  // A second, derived secret signs the expected key; deriving it keeps one secret to manage.
  const keySignatureSecret = createHmac('sha256', hmacKey).update('altcha-key-signature').digest('hex');

  return {
    name: 'altcha',

    createChallenge() {
      return createChallenge({
        algorithm: altchaAlgorithm,
        cost,
        counter: randomInt(maxAttempts, minAttempts),
        deriveKey,
        expiresAt: new Date(Date.now() + challengeLifetimeMs),
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySignatureSecret,
      });
    },

    async verify(payload) {
      if (!payload) return false;
      const parsed = parseAltchaPayload(payload);
      if (!parsed?.challenge.signature || parsed.challenge.parameters.expiresAt === undefined) return false;
      try {
        const result = await verifySolution({
          challenge: parsed.challenge,
          solution: parsed.solution,
          deriveKey,
          hmacSignatureSecret: hmacKey,
          hmacKeySignatureSecret: keySignatureSecret,
        });
        if (!result.verified) return false;
      } catch {
        // Malformed values inside a well-shaped payload (e.g. odd hex) make the library throw.
        return false;
      }
      await removeExpiredChallenges(db, new Date());
      return spendChallenge(db, parsed.challenge.signature, new Date(parsed.challenge.parameters.expiresAt * 1_000));
    },
  };
}
