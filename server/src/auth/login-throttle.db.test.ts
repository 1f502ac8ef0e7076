import { randomBytes } from 'node:crypto';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { formRequest } from '../test-support/webapi.js';

describe('the sign-in throttle with addresses of any length', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_MAX_FAILURES: '2' } });
  });
  afterAll(() => t.close());

  it('refuses and counts an address of 100,000 random letters, which no index entry could hold', async () => {
    // Random letters: PostgreSQL cannot compress them below the size an index entry may have.
    const username = randomBytes(75_000).toString('base64url');
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/check-login',
        ...formRequest({ username, password: 'x' }),
      });
    expect((await attempt()).json()).toMatchObject({ error: 'invalid-credentials' });
    expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(429);
  });

  it('keeps no addresses in its table', async () => {
    const keys = await t.db.selectFrom('attempt_counters').select('key').execute();
    expect(keys.length).toBeGreaterThan(0);
    for (const { key } of keys) expect(key).toMatch(/^(account:[0-9a-f]{64}|ip:.+)$/);
  });
});
