import { hashPassword } from '../auth/passwords.js';

// Argon2 costs ~25 ms a hash; tests create hundreds of users with the same few passwords.
const hashes = new Map<string, Promise<string>>();

/** The hash of a password, computed once per process for each distinct password. */
export function cachedPasswordHash(plain: string): Promise<string> {
  let hash = hashes.get(plain);
  if (!hash) {
    hash = hashPassword(plain);
    hashes.set(plain, hash);
  }
  return hash;
}
