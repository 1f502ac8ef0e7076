import { dummyVerify, hashPassword, verifyPassword } from './passwords.js';

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

test('dummyVerify costs about as much as a real verification', async () => {
  const passwordHash = await hashPassword('Passwort123!');
  const time = async (work: () => Promise<unknown>) => {
    const start = process.hrtime.bigint();
    await work();
    return Number(process.hrtime.bigint() - start) / 1e6;
  };
  await dummyVerify('warm-up');
  const real = await time(() => verifyPassword(passwordHash, 'falsch12345'));
  const dummy = await time(() => dummyVerify('falsch12345'));
  expect(dummy).toBeGreaterThan(real / 4);
});
