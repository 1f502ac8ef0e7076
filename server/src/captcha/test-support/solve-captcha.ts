import type { FastifyInstance } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export interface AltchaAnswer {
  challenge: Challenge;
  solution: { counter: number; derivedKey: string };
}

/** Does the widget's work in the browser: solves the challenge for real. */
export async function solveAltcha(challenge: Challenge): Promise<AltchaAnswer> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('captcha not solved');
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}

/** The string the widget submits: base64 of the JSON answer (any value, so tests can send malformed ones). */
export function encodeAltchaPayload(answer: unknown): string {
  return Buffer.from(JSON.stringify(answer)).toString('base64');
}

/** Does what the widget does in a browser: fetches a real challenge, solves it, and returns the payload to submit. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/webapi/captcha/challenge' });
  return encodeAltchaPayload(await solveAltcha(response.json() as Challenge));
}
