import type { DatabaseHandle } from '../db/database.js';
import { createTestDatabase } from '../db/test-support/test-database.js';
import { publishTermsVersion } from '../registration/terms.js';
import { ensureAdmin, RefusedPasswordError } from './first-admin.js';

jest.setTimeout(60_000);

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

test('an admin never gets a common password or the own address, however ensureAdmin is reached', async () => {
  const terms = '2026-01';
  await publishTermsVersion(database.db, terms);
  await expect(ensureAdmin(database.db, terms, { email: 'chef@example.test', password: 'qwertyuiop' })).rejects.toThrow(
    RefusedPasswordError,
  );
  await expect(ensureAdmin(database.db, terms, { email: 'chef@example.test', password: 'CHEF@example.test' })).rejects.toThrow(
    'Ihr Passwort darf nicht Ihre E-Mail-Adresse sein.',
  );
  expect(await database.db.selectFrom('users').select('id').execute()).toEqual([]);
  await expect(ensureAdmin(database.db, terms, { email: 'chef@example.test', password: 'Ein-Chef-Passwort-3' })).resolves.toMatchObject({
    created: true,
  });
});
