import { createUser } from '../factories/index.js';
import { createTestApp, sessionCookieOf, signIn, type TestApp } from '../test-support/test-app.js';
import { formRequest } from '../test-support/webapi.js';

describe('sign-in and sign-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_MAX_FAILURES: '3' } });
  });
  afterAll(() => t.close());

  it('signs in with the right password and sets a HttpOnly, SameSite=Lax session cookie', async () => {
    const user = await createUser(t.db, { kind: 'trial', password: 'richtig-123' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/check-login',
      ...formRequest({ username: user.email.toUpperCase(), password: 'richtig-123' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const cookie = response.cookies.find((c) => c.name === 'bfsm_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43);
    // Only the hash of the id is stored.
    const stored = await t.db.selectFrom('sessions').select('id_hash').where('user_id', '=', user.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.id_hash).not.toBe(cookie?.value);
  });

  it('gives an unknown e-mail exactly the answer of a wrong password', async () => {
    const user = await createUser(t.db, { kind: 'classic', password: 'richtig-123' });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/check-login',
      ...formRequest({ username: user.email, password: 'falsch-123' }),
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/check-login',
      ...formRequest({ username: 'niemand@example.test', password: 'falsch-123' }),
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json()).toEqual({ error: 'invalid-credentials', message: 'E-Mail-Adresse oder Passwort ist falsch.' });
  });

  it('refuses empty fields', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/check-login', ...formRequest({ username: '', password: '' }) });
    expect(response.statusCode).toBe(400);
  });

  it('locks an account after repeated failures, even for the right password', async () => {
    const user = await createUser(t.db, { kind: 'concept', password: 'richtig-123' });
    for (let attempt = 0; attempt < 3; attempt++) {
      await t.app.inject({ method: 'POST', url: '/check-login', ...formRequest({ username: user.email, password: `falsch-${attempt}` }) });
    }
    const locked = await t.app.inject({
      method: 'POST',
      url: '/check-login',
      ...formRequest({ username: user.email, password: 'richtig-123' }),
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toContain('Zu viele Versuche');
  });

  it('checks no more passwords of a burst of parallel guesses than the limit, so the right one among them is refused too', async () => {
    const user = await createUser(t.db, { kind: 'classic', password: 'richtig-123' });
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/check-login',
        remoteAddress: '203.0.113.20',
        ...formRequest({ username: user.email, password }),
      });
    const wrong = Array.from({ length: 20 }, (_, n) => attempt(`falsch-${n}`));
    const answers = await Promise.all([...wrong, attempt('richtig-123')]);
    const statuses = answers.map((answer) => answer.statusCode);
    // LOGIN_MAX_FAILURES=3: three passwords were checked (and wrong), every other attempt was refused unchecked.
    expect(statuses.filter((status) => status === 400)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(18);
    expect(statuses.at(-1)).toBe(429);
    expect((await attempt('richtig-123')).statusCode).toBe(429);
  }, 30_000);

  it('gives the address its attempt back after a right password, so an office that signs in often is never locked', async () => {
    const user = await createUser(t.db, { kind: 'trial', password: 'richtig-123' });
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/check-login',
        remoteAddress: '203.0.113.21',
        ...formRequest({ username: user.email, password }),
      });
    // More right passwords than the address limit (4 × 3), then a wrong one is still only wrong.
    for (let n = 0; n < 13; n++) expect((await attempt('richtig-123')).statusCode).toBe(200);
    expect((await attempt('falsch-123')).statusCode).toBe(400);
  }, 30_000);

  it('throttles an address that tries many accounts', async () => {
    const attempt = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/check-login',
        remoteAddress: '203.0.113.9',
        ...formRequest({ username: `probe-${n}@example.test`, password: 'x' }),
      });
    for (let n = 0; n < 12; n++) await attempt(n);
    expect((await attempt(99)).statusCode).toBe(429);
  });

  it('gives a new session id at every sign-in and ends the old one', async () => {
    const user = await createUser(t.db, { kind: 'trial', password: 'richtig-123' });
    const first = await signIn(t.app, user.email, 'richtig-123');
    const response = await t.app.inject({
      method: 'POST',
      url: '/check-login',
      ...formRequest({ username: user.email, password: 'richtig-123' }, first),
    });
    const second = sessionCookieOf(response);
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: '/webapi/userinfo', headers: { cookie: first } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/webapi/userinfo', headers: { cookie: second } })).statusCode).toBe(200);
  });

  it('signs out through the logoutUrl of menuinfo and ends the session on the server', async () => {
    const user = await createUser(t.db, { kind: 'trial', password: 'richtig-123' });
    const cookie = await signIn(t.app, user.email, 'richtig-123');
    const menu = (await t.app.inject({ method: 'GET', url: '/webapi/menuinfo', headers: { cookie } })).json();
    expect(menu.logoutUrl).toMatch(/^\/logout\?token=/);

    const forged = await t.app.inject({ method: 'GET', url: '/logout?token=forged', headers: { cookie } });
    expect(forged.statusCode).toBe(302);
    expect((await t.app.inject({ method: 'GET', url: '/webapi/userinfo', headers: { cookie } })).statusCode).toBe(200);

    const out = await t.app.inject({ method: 'GET', url: menu.logoutUrl, headers: { cookie } });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/');
    expect((await t.app.inject({ method: 'GET', url: '/webapi/userinfo', headers: { cookie } })).statusCode).toBe(401);
    expect(await t.db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).execute()).toHaveLength(0);
  });

  it('refuses a forged session cookie', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/webapi/userinfo',
      headers: { cookie: 'bfsm_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'unauthorized', message: 'Bitte melden Sie sich an.' });
  });

  it('ends a session that has been idle too long', async () => {
    const user = await createUser(t.db, { kind: 'trial', password: 'richtig-123' });
    const cookie = await signIn(t.app, user.email, 'richtig-123');
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(Date.now() - 1000 * 60 * 60 * 24) })
      .where('user_id', '=', user.id)
      .execute();
    expect((await t.app.inject({ method: 'GET', url: '/webapi/userinfo', headers: { cookie } })).statusCode).toBe(401);
  });

  it('ends a session past its absolute lifetime even when in use', async () => {
    const user = await createUser(t.db, { kind: 'trial', password: 'richtig-123' });
    const cookie = await signIn(t.app, user.email, 'richtig-123');
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    expect((await t.app.inject({ method: 'GET', url: '/webapi/userinfo', headers: { cookie } })).statusCode).toBe(401);
  });
});
