import { createHash, randomBytes } from 'node:crypto';

export const recoveryCodeCount = 10;

/** Without letters that are easily confused (0/O, 1/I/L), as people type them from paper. */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A recovery code such as `K7QM-2XWP-RT9A`: 60 bits of chance, too many to guess within the sign-in throttle. */
export function newRecoveryCode(): string {
  const bytes = randomBytes(12);
  const letters = Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
  return `${letters.slice(0, 4)}-${letters.slice(4, 8)}-${letters.slice(8, 12)}`;
}

/** The form a typed code is compared in: case, spaces and dashes do not matter. */
export function normaliseRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');
}
