import { verify } from '@node-rs/argon2';
import { dummyHash, dummyVerify, hashPassword, verifyPassword } from './passwords.js';

test('a hash is argon2id with the OWASP cost and verifies only its own password', async () => {
  const passwordHash = await hashPassword('Passwort123!');
  expect(passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  await expect(verifyPassword(passwordHash, 'Passwort123!')).resolves.toBe(true);
  await expect(verifyPassword(passwordHash, 'passwort123!')).resolves.toBe(false);
});

test('the same password hashes differently each time (salted)', async () => {
  const [first, second] = await Promise.all([hashPassword('gleich1234'), hashPassword('gleich1234')]);
  expect(first).not.toBe(second);
});

test('a malformed or empty hash is a failed verification, not an error', async () => {
  await expect(verifyPassword('not-a-hash', 'Passwort123!')).resolves.toBe(false);
  await expect(verifyPassword('', 'Passwort123!')).resolves.toBe(false);
  await expect(verifyPassword('$argon2id$v=19$m=19456,t=2,p=1$broken', 'x')).resolves.toBe(false);
});

/** The argon2 parameters of an encoded hash: `$argon2id$v=19$m=…,t=…,p=…`. */
const parametersOf = (encoded: string) => encoded.split('$').slice(1, 4).join('$');

// Its cost is the verification's work, so it is checked by what is worked on, not by a stopwatch
// (a timing comparison flaked on a loaded CI machine).
test('dummyVerify works on a readable hash of the same algorithm and cost as a real one', async () => {
  const passwordHash = await hashPassword('Passwort123!');
  expect(parametersOf(dummyHash)).toBe(parametersOf(passwordHash));
  // The library itself reads it: a malformed hash would throw here and cost no time at all.
  await expect(verify(dummyHash, 'Passwort123!')).resolves.toBe(false);
  await expect(dummyVerify('Passwort123!')).resolves.toBeUndefined();
});
