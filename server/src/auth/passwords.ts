import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** OWASP's argon2id recommendation: 19 MiB, 2 passes, 1 lane (about 25 ms here). */
const options: Options = {
  algorithm: 2 satisfies Algorithm.Argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/** A hash of no one's password with the same cost, for dummyVerify (exported for its test). */
export const dummyHash = '$argon2id$v=19$m=19456,t=2,p=1$pLTwnBh8FINHxBINWhMFLg$ymPQlypFyt4EaCvbYHLnasbnhqb03BMgFHmqsRRWA2Q';

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, options);
}

/** False for a wrong password and for a hash that cannot be read; never throws. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}

/** Spends the time of one verification, so that an unknown e-mail answers as slowly as a wrong password. */
export async function dummyVerify(plain: string): Promise<void> {
  await verifyPassword(dummyHash, plain);
}
