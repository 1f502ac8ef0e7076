import type { DatabaseHandle } from '../db/database.js';
import { createTestDatabase } from '../db/test-support/test-database.js';
import { getOrCreateSecret } from './secrets.js';

describe('getOrCreateSecret', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
  });

  afterAll(async () => {
    await handle.close();
  });

  it('creates a 32-byte random secret on first use and returns the same one afterwards', async () => {
    const first = await getOrCreateSecret(handle.db, 'first');
    expect(Buffer.from(first, 'base64url')).toHaveLength(32);
    await expect(getOrCreateSecret(handle.db, 'first')).resolves.toBe(first);
    const row = await handle.db.selectFrom('settings').select('value').where('key', '=', 'secret:first').executeTakeFirstOrThrow();
    expect(row.value).toBe(first);
  });

  it('gives different names different secrets', async () => {
    expect(await getOrCreateSecret(handle.db, 'a')).not.toBe(await getOrCreateSecret(handle.db, 'b'));
  });

  it('hands every concurrent caller the one stored secret', async () => {
    const secrets = await Promise.all(Array.from({ length: 5 }, () => getOrCreateSecret(handle.db, 'raced')));
    expect(new Set(secrets).size).toBe(1);
  });
});
