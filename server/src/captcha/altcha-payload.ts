import type { Payload } from 'altcha-lib';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The widget's answer: base64 of JSON { challenge: { parameters, signature }, solution }.
 * Anything of another shape is null, so the library only ever sees well-formed input.
 */
export function parseAltchaPayload(payload: string): Payload | null {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!isRecord(decoded) || !isRecord(decoded.challenge) || !isRecord(decoded.solution)) return null;
  const { parameters, signature } = decoded.challenge;
  if (!isRecord(parameters) || typeof signature !== 'string' || signature.length === 0) return null;
  if (typeof parameters.nonce !== 'string' || typeof parameters.salt !== 'string' || typeof parameters.keyPrefix !== 'string') return null;
  if (typeof parameters.expiresAt !== 'number') return null;
  const { counter, derivedKey } = decoded.solution;
  if (typeof counter !== 'number' || typeof derivedKey !== 'string') return null;
  return decoded as unknown as Payload;
}
