import { texts } from '@bfsm/api-adapter';
import { createUser } from '../factories/index.js';
import { createTestApp, sessionCookieOf, signIn, type TestApp } from '../test-support/test-app.js';
import { deleteStaleAnonymousStarts, quotaAddress, takeAnonymousSession } from './anonymous-session-quota.js';
import { deleteExpiredSessionsAndStarts } from './session-manager.js';
import { formRequest } from '../test-support/webapi.js';

describe('sessions before sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SESSION_ANONYMOUS_PER_HOUR: '3', SESSION_ANONYMOUS_IDLE_MINUTES: '60' } });
  });
  afterAll(() => t.close());

  const anonymousSessionsFrom = async (ip: string) =>
    (await t.db.selectFrom('sessions').select('id_hash').where('user_id', 'is', null).where('ip', '=', ip).execute()).length;
  const tokenCall = (url: string, remoteAddress: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, remoteAddress, headers: cookie ? { cookie } : {} });

  it('an address gets a few anonymous sessions an hour from any token call, then 429 with no new row', async () => {
    const ip = '198.51.100.7';
    const calls = ['/webapi/register-token', '/webapi/forgotten-password-token', '/webapi/set-new-password-forgotten-token'];
    for (const url of calls) {
      const answer = await tokenCall(url, ip);
      expect(answer.statusCode).toBe(200);
      sessionCookieOf(answer);
    }
    expect(await anonymousSessionsFrom(ip)).toBe(3);

    for (const url of calls) {
      const refused = await tokenCall(url, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: 'too-many-attempts', message: texts.errors.tooManyAttempts });
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    expect(await anonymousSessionsFrom(ip)).toBe(3);
    // Another address is not held back by this one.
    expect((await tokenCall('/webapi/register-token', '198.51.100.8')).statusCode).toBe(200);
  });

  it('a visitor who keeps the cookie goes on using the session he has, and signing in is never limited', async () => {
    const ip = '198.51.100.20';
    const cookie = sessionCookieOf(await tokenCall('/webapi/register-token', ip));
    for (let call = 0; call < 3; call++) await tokenCall('/webapi/register-token', ip);
    expect((await tokenCall('/webapi/register-token', ip)).statusCode).toBe(429);

    const again = await tokenCall('/webapi/forgotten-password-token', ip, cookie);
    expect(again.statusCode).toBe(200);
    expect(again.headers['set-cookie']).toBeUndefined();

    const user = await createUser(t.db, { kind: 'classic', password: 'richtig-123' });
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/check-login',
      remoteAddress: ip,
      ...formRequest({ username: user.email, password: 'richtig-123' }),
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('counts one IPv6 network (/64) as one address, and an IPv4 address in IPv6 form as itself', async () => {
    expect(quotaAddress('2001:db8:1:2::5')).toBe('2001:db8:1:2::/64');
    expect(quotaAddress('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(quotaAddress('::ffff:198.51.100.9')).toBe('198.51.100.9');
    expect(quotaAddress('198.51.100.9')).toBe('198.51.100.9');
    for (let host = 1; host <= 3; host++)
      expect((await tokenCall('/webapi/register-token', `2001:db8:aa:bb::${host}`)).statusCode).toBe(200);
    expect((await tokenCall('/webapi/register-token', '2001:db8:aa:bb:1234::99')).statusCode).toBe(429);
    expect((await tokenCall('/webapi/register-token', '2001:db8:aa:bc::1')).statusCode).toBe(200);
  });

  it('starts a new hour for an address once its hour is over, and forgets past hours', async () => {
    const quota = { db: t.db, perHour: 2 };
    const start = new Date('2030-01-01T10:00:00Z');
    const later = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    expect(await takeAnonymousSession(quota, '192.0.2.50', start)).toBe(true);
    expect(await takeAnonymousSession(quota, '192.0.2.50', later(10))).toBe(true);
    expect(await takeAnonymousSession(quota, '192.0.2.50', later(59))).toBe(false);
    expect(await takeAnonymousSession(quota, '192.0.2.50', later(60))).toBe(true);
    expect(await takeAnonymousSession(quota, '192.0.2.50', later(61))).toBe(true);
    expect(await takeAnonymousSession(quota, '192.0.2.50', later(62))).toBe(false);

    const rows = () => t.db.selectFrom('anonymous_session_starts').select('address').where('address', '=', '192.0.2.50').execute();
    await deleteStaleAnonymousStarts(t.db, later(119));
    expect(await rows()).toHaveLength(1);
    await deleteStaleAnonymousStarts(t.db, later(120));
    expect(await rows()).toEqual([]);
  });

  it('an anonymous session that is left alone for an hour ends, a signed-in one lives on', async () => {
    const ip = '198.51.100.30';
    const anonymousCookie = sessionCookieOf(await tokenCall('/webapi/register-token', ip));
    const user = await createUser(t.db, { kind: 'classic', password: 'richtig-123' });
    const userCookie = await signIn(t.app, user.email, 'richtig-123');
    const idleSince = new Date(Date.now() - 61 * 60_000);
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: idleSince })
      .where((eb) => eb.or([eb('ip', '=', ip), eb('user_id', '=', user.id)]))
      .execute();

    // The cleanup job removes the anonymous row; the signed-in session stays (its idle time is 120 minutes).
    await deleteExpiredSessionsAndStarts({
      store: { db: t.db, lifetime: t.config.session },
      anonymousQuota: { db: t.db, perHour: t.config.session.anonymousPerHour },
    });
    expect(await anonymousSessionsFrom(ip)).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/webapi/userinfo', headers: { cookie: userCookie } })).statusCode).toBe(200);

    // Even before the job has run, an anonymous session idle that long is no longer honoured.
    const next = sessionCookieOf(await tokenCall('/webapi/register-token', ip));
    await t.db.updateTable('sessions').set({ last_seen_at: idleSince }).where('ip', '=', ip).execute();
    const replaced = await tokenCall('/webapi/register-token', ip, next);
    expect(sessionCookieOf(replaced)).not.toBe(next);
    expect(sessionCookieOf(replaced)).not.toBe(anonymousCookie);
  });
});
