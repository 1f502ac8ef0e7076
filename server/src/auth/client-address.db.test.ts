import { createUser } from '../factories/index.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { formRequest } from '../test-support/webapi.js';

jest.setTimeout(60_000);

const signInAttempt = (t: TestApp, remoteAddress: string, forwardedFor: string | undefined, username: string) =>
  t.app.inject({
    method: 'POST',
    url: '/check-login',
    remoteAddress,
    ...formRequest({ username, password: 'falsch-123' }, undefined, forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
  });

async function countedAddresses(t: TestApp): Promise<string[]> {
  const rows = await t.db.selectFrom('attempt_counters').select('key').where('key', 'like', 'ip:%').orderBy('key').execute();
  return rows.map((row) => row.key.slice('ip:'.length));
}

/** The address that sign-in attempts are counted under is the one a client cannot choose (TRUST_PROXY). */
describe('the client address that attempts are counted under', () => {
  describe('without TRUST_PROXY', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('ignores X-Forwarded-For and counts the connecting address', async () => {
      await signInAttempt(t, '198.51.100.10', '192.0.2.1', 'a@example.test');
      await signInAttempt(t, '198.51.100.10', '192.0.2.2, 192.0.2.3', 'b@example.test');
      expect(await countedAddresses(t)).toEqual(['198.51.100.10']);
    });
  });

  describe('behind a proxy named in TRUST_PROXY', () => {
    const proxy = '10.0.0.7';
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { TRUST_PROXY: `${proxy}, 10.1.0.0/16`, LOGIN_MAX_FAILURES: '2' } });
    });
    afterAll(() => t.close());

    it('counts the address the proxy saw, whatever the client wrote in front of it, and locks it', async () => {
      // The proxy appends the address it saw; everything to its left came from the client.
      const attempts = [];
      for (let n = 0; n < 9; n++) attempts.push(await signInAttempt(t, proxy, `192.0.2.${n}, 203.0.113.30`, `konto-${n}@example.test`));
      // Address limit 4 × 2: eight checked attempts, then the address is locked however the client disguises it.
      expect(attempts.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 429]);
      expect(await countedAddresses(t)).toEqual(['203.0.113.30']);
    });

    it('follows a chain of trusted proxies and stops at the first address it cannot trust', async () => {
      await signInAttempt(t, proxy, '192.0.2.99, 203.0.113.31, 10.1.2.3', 'kette@example.test');
      expect(await countedAddresses(t)).toContain('203.0.113.31');
      expect(await countedAddresses(t)).not.toContain('192.0.2.99');
    });

    it('believes no X-Forwarded-For from a client that connects directly', async () => {
      await signInAttempt(t, '198.51.100.11', '192.0.2.50', 'direkt@example.test');
      const counted = await countedAddresses(t);
      expect(counted).toContain('198.51.100.11');
      expect(counted).not.toContain('192.0.2.50');
    });

    it('still signs in a user behind the proxy', async () => {
      const user = await createUser(t.db, { kind: 'trial', password: 'richtig-123' });
      const response = await t.app.inject({
        method: 'POST',
        url: '/check-login',
        remoteAddress: proxy,
        ...formRequest({ username: user.email, password: 'richtig-123' }, undefined, { 'x-forwarded-for': '203.0.113.32' }),
      });
      expect(response.statusCode).toBe(200);
    });
  });
});
