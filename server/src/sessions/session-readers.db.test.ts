import { createUser } from '../factories/index.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';
import { hashSessionId } from './session-id.js';
import { formHeaders, postForm, tokenOf } from '../test-support/webapi.js';

const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0';
const cookieValue = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
const safari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

describe('the own sessions: GET /webapi/sessions, POST /webapi/sessions/{id}/end and /webapi/sessions/end-others', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signInWith = (email: string, userAgent: string) => signIn(t.app, email, 'passwort-123', { 'user-agent': userAgent });

  const sessionsOf = async (cookie: string) => t.app.inject({ method: 'GET', url: '/webapi/sessions', headers: { cookie } });
  const isSignedIn = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/webapi/userinfo', headers: { cookie } })).statusCode === 200;

  async function post(cookie: string, url: string, token?: string | null) {
    const fields: Record<string, string> = {};
    const sent = token === undefined ? await tokenOf(t.app, cookie, '/webapi/sessionsToken') : token;
    if (sent !== null) fields._token = sent;
    return postForm(t.app, url, { form: fields, cookie });
  }

  it('lists the live sessions, the current one first and marked, with browser and address but nothing a cookie could be made of', async () => {
    const user = await createUser(t.db, { kind: 'classic', password: 'passwort-123' });
    const phone = await signInWith(user.email, safari);
    const desk = await signInWith(user.email, firefox);
    // A session past its end is no longer listed.
    const stale = await signInWith(user.email, firefox);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id_hash', '=', hashSessionId(cookieValue(stale)))
      .execute();

    const response = await sessionsOf(desk);
    expect(response.statusCode).toBe(200);
    const sessions = response.json();
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ browser: 'Firefox 126', os: 'Windows 10', ip: '127.0.0.1', current: true });
    expect(sessions[1]).toMatchObject({ browser: 'Mobile Safari 17', os: 'iOS 17.4', current: false });
    for (const session of sessions) expect(Date.parse(session.lastActiveAt)).toBeGreaterThanOrEqual(Date.parse(session.signedInAt));

    const hashes = (await t.db.selectFrom('sessions').select('id_hash').where('user_id', '=', user.id).execute()).map((row) => row.id_hash);
    const cookies = [phone, desk].map(cookieValue);
    for (const secret of [...hashes, ...cookies]) {
      expect(response.body).not.toContain(secret);
      expect(response.body).not.toContain(secret.slice(0, 16));
    }
  });

  it('ends one other session, which then no longer signs in', async () => {
    const user = await createUser(t.db, { kind: 'trial', password: 'passwort-123' });
    const phone = await signInWith(user.email, safari);
    const desk = await signInWith(user.email, firefox);
    const phoneSession = (await sessionsOf(desk)).json().find((session: { current: boolean }) => !session.current);

    const response = await post(desk, `/webapi/sessions/${phoneSession.id}/end`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(desk)).toBe(true);
    expect((await post(desk, `/webapi/sessions/${phoneSession.id}/end`)).statusCode).toBe(404);
  });

  it('ends the current session like signing out', async () => {
    const user = await createUser(t.db, { kind: 'trial', password: 'passwort-123' });
    const desk = await signInWith(user.email, firefox);
    const [current] = (await sessionsOf(desk)).json();
    const response = await post(desk, `/webapi/sessions/${current.id}/end`);
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((cookie) => cookie.name.endsWith('bfsm_session'))?.value).toBe('');
    expect(await isSignedIn(desk)).toBe(false);
  });

  it('ends every other session and keeps this one', async () => {
    const user = await createUser(t.db, { kind: 'nextOwner', password: 'passwort-123' });
    const others = [await signInWith(user.email, safari), await signInWith(user.email, firefox)];
    const desk = await signInWith(user.email, firefox);
    const someoneElse = await createUser(t.db, { kind: 'trial', password: 'passwort-123' });
    const strangersSession = await signInWith(someoneElse.email, firefox);

    const response = await post(desk, '/webapi/sessions/end-others');
    expect(response.statusCode).toBe(200);
    for (const cookie of others) expect(await isSignedIn(cookie)).toBe(false);
    expect(await isSignedIn(desk)).toBe(true);
    expect(await isSignedIn(strangersSession)).toBe(true);
    expect((await sessionsOf(desk)).json()).toHaveLength(1);
  });

  it("cannot name, let alone end, another user's session", async () => {
    const owner = await createUser(t.db, { kind: 'classic', password: 'passwort-123' });
    const ownerCookie = await signInWith(owner.email, firefox);
    const [ownerSession] = (await sessionsOf(ownerCookie)).json();
    const intruder = await createUser(t.db, { kind: 'classic', password: 'passwort-123' });
    const intruderCookie = await signInWith(intruder.email, safari);

    const response = await post(intruderCookie, `/webapi/sessions/${ownerSession.id}/end`);
    expect(response.statusCode).toBe(404);
    expect(await isSignedIn(ownerCookie)).toBe(true);
    expect((await sessionsOf(intruderCookie)).json().map((session: { id: string }) => session.id)).not.toContain(ownerSession.id);
  });

  it('refuses anonymous visitors and writes without their token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/webapi/sessions' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/webapi/sessionsToken' })).statusCode).toBe(401);
    const anonymous = await t.app.inject({ method: 'POST', url: '/webapi/sessions/end-others', headers: formHeaders(), payload: '' });
    expect(anonymous.statusCode).toBe(401);

    const user = await createUser(t.db, { kind: 'trial', password: 'passwort-123' });
    const phone = await signInWith(user.email, safari);
    const desk = await signInWith(user.email, firefox);
    const [, other] = (await sessionsOf(desk)).json();
    for (const url of ['/webapi/sessions/end-others', `/webapi/sessions/${other.id}/end`]) {
      const response = await post(desk, url, null);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('invalid-token');
    }
    expect(await isSignedIn(phone)).toBe(true);
  });
});
