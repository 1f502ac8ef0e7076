import type { FastifyInstance } from 'fastify';
import { createUser } from '../factories/index.js';
import { createSharedPostgresTestDatabase } from '../db/test-support/test-database.js';
import { testDatabaseServer } from '../db/test-support/test-database-server.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';
import { publishTermsVersion } from '../registration/terms.js';
import { tokenOf } from '../test-support/webapi.js';
import { hashSessionId } from './session-id.js';

jest.setTimeout(60_000);

/** On PGlite only one process opens the database; session-cache.db.test.ts covers the one instance. */
const onPostgres = testDatabaseServer() ? describe : describe.skip;

/**
 * Two instances on one PostgreSQL database, each with its own session cache (decision 026): what
 * one of them changes reaches the other through LISTEN/NOTIFY within a second.
 */
onPostgres('two instances on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const [first, second] = await createSharedPostgresTestDatabase(2);
    a = await createTestApp({ database: first! });
    b = await createTestApp({ database: second! });
    // A shared database starts without terms (createTestApp publishes them only on its own); without them every signed-in call would ask for consent.
    await publishTermsVersion(a.db, a.config.termsVersion);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  const get = (app: FastifyInstance, url: string, cookie: string) => app.inject({ method: 'GET', url, headers: { cookie } });

  /** Resolves with the milliseconds from now until instance `app` applies `message`. */
  function notified(app: FastifyInstance, message: string): Promise<number> {
    const start = performance.now();
    return new Promise((resolve) => {
      const listener = (applied: string) => {
        if (applied !== message) return;
        app.sessionCache.events.off('invalidated', listener);
        resolve(performance.now() - start);
      };
      app.sessionCache.events.on('invalidated', listener);
    });
  }

  /**
   * A session warm in b's cache: b answers its userinfo without a statement. A read is not kept
   * when any change notification arrives while it runs (a late one of the sign-in, say), so it
   * may take another request or two.
   */
  async function warmOnB(cookie: string): Promise<void> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const before = b.database.writes.statements;
      expect((await get(b.app, '/webapi/userinfo', cookie)).statusCode).toBe(200);
      if (b.database.writes.statements === before) return;
    }
    throw new Error('b never answered from its cache');
  }

  async function signedIn(kind: 'classic' | 'admin') {
    const user = await createUser(a.db, { kind, password: 'passwort-123' });
    // The sign-in writes the user's row (last sign-in); b hears of it before it caches anything.
    const heard = notified(b.app, `u:${user.id}`);
    const cookie = await signIn(a.app, user.email, 'passwort-123');
    await heard;
    return { user, cookie };
  }

  it('a sign-out on one instance ends the session on the other within a second', async () => {
    const { cookie } = await signedIn('classic');
    await warmOnB(cookie);
    const { logoutUrl } = (await get(a.app, '/webapi/menuinfo', cookie)).json() as { logoutUrl: string };
    const arrival = notified(b.app, `s:${hashSessionId(cookie.split('=')[1]!)}`);
    expect((await get(a.app, logoutUrl, cookie)).statusCode).toBeLessThan(400);
    expect(await arrival).toBeLessThan(1000);
    expect((await get(b.app, '/webapi/userinfo', cookie)).statusCode).toBe(401);
  });

  it('a revoked admin right on one instance is refused on the other within a second', async () => {
    const { cookie: revoker } = await signedIn('admin');
    const { user: demoted, cookie } = await signedIn('admin');
    await warmOnB(cookie);
    expect((await get(b.app, '/webapi/admin/users/all', cookie)).statusCode).toBe(200);
    const token = await tokenOf(a.app, revoker, '/webapi/adminRightsToken');
    const arrival = notified(b.app, `u:${demoted.id}`);
    expect(
      (await a.app.inject({ method: 'POST', url: `/webapi/users/deleteAdmin/${demoted.id}/${token}`, headers: { cookie: revoker } }))
        .statusCode,
    ).toBe(200);
    expect(await arrival).toBeLessThan(1000);
    expect((await get(b.app, '/webapi/admin/users/all', cookie)).statusCode).toBe(403);
    expect((await get(b.app, '/webapi/userinfo', cookie)).json()).toMatchObject({ adminRights: false });
  });

  it('an account deleted on one instance is signed out on the other within a second', async () => {
    const { cookie: admin } = await signedIn('admin');
    const { user, cookie } = await signedIn('classic');
    await warmOnB(cookie);
    const token = await tokenOf(a.app, admin, '/webapi/deleteUserToken');
    const arrival = notified(b.app, `u:${user.id}`);
    const deleted = await a.app.inject({
      method: 'DELETE',
      url: `/webapi/users/${user.id}?token=${encodeURIComponent(token)}`,
      headers: { cookie: admin },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect(await arrival).toBeLessThan(1000);
    expect((await get(b.app, '/webapi/userinfo', cookie)).statusCode).toBe(401);
  });
});
