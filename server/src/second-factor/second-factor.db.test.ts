import { createRelease, createUser } from '../factories/index.js';
import { createTestApp, sessionCookieOf, signIn, type TestApp } from '../test-support/test-app.js';
import { postForm, tokenOf } from '../test-support/webapi.js';
import { auditEntries } from '../test-support/audit-entries.js';
import { authenticatorCode, giveSecondFactor } from '../test-support/second-factor.js';
import { ageProof } from '../test-support/fresh-proof.js';

jest.setTimeout(60_000);

const password = 'passwort-123';
describe('the second factor (TOTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_MAX_FAILURES: '4' } });
  });
  afterAll(() => t.close());

  const post = (url: string, fields: Record<string, string>, cookie?: string) => postForm(t.app, url, { form: fields, cookie });
  const secondFactorPost = async (url: string, cookie: string, fields: Record<string, string> = {}) =>
    post(url, { ...fields, _token: await tokenOf(t.app, cookie, '/webapi/second-factor-token') }, cookie);
  const entries = (userId: number, kind: string) => auditEntries(t.db, userId, kind);

  /** The password step; answers the cookie of the (still anonymous) session waiting for the code. */
  async function passwordStep(email: string): Promise<{ cookie: string; body: unknown }> {
    const response = await post('/check-login', { username: email, password });
    expect(response.statusCode).toBe(200);
    return { cookie: sessionCookieOf(response), body: response.json() };
  }
  const isSignedIn = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/webapi/userinfo', headers: { cookie } })).statusCode === 200;

  it('is set up from the account: secret and QR code, a first code confirms it, ten recovery codes once; the secret is kept encrypted', async () => {
    const user = await createUser(t.db, { kind: 'classic', password });
    const cookie = await signIn(t.app, user.email, password);
    const start = await secondFactorPost('/webapi/second-factor/setup', cookie);
    expect(start.statusCode).toBe(200);
    const { secret, otpauthUri, qrCode } = start.json() as { secret: string; otpauthUri: string; qrCode: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(Buffer.from(qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toContain('<svg');
    const stored = await t.db.selectFrom('second_factors').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(stored.secret_encrypted).not.toContain(secret);
    expect(stored.confirmed_at).toBeNull();

    const wrong = await secondFactorPost('/webapi/second-factor/confirm', cookie, {
      code: authenticatorCode(secret, new Date(Date.now() - 10 * 60_000)),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'Der Code ist falsch oder abgelaufen.', target: 'code' });

    const confirmed = await secondFactorPost('/webapi/second-factor/confirm', cookie, { code: authenticatorCode(secret) });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json() as { recoveryCodes: string[] };
    expect(new Set(recoveryCodes).size).toBe(10);
    const hashes = await t.db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', user.id).execute();
    expect(hashes).toHaveLength(10);
    expect(JSON.stringify(hashes)).not.toContain(recoveryCodes[0]!.replace(/-/g, ''));
    const status = await t.app.inject({ method: 'GET', url: '/webapi/second-factor', headers: { cookie } });
    expect(status.json()).toEqual({ enabled: true, recoveryCodesLeft: 10, setupRequired: false, hasPasskey: false });
    const recorded = await entries(user.id, 'second-factor-enabled');
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ actor_id: user.id, before: { enabled: false }, after: { enabled: true } });
  });

  it('is not for training accounts, whose password several people share', async () => {
    const trainee = await createUser(t.db, { kind: 'limited', password });
    const cookie = await signIn(t.app, trainee.email, password);
    const refused = await secondFactorPost('/webapi/second-factor/setup', cookie);
    expect([refused.statusCode, refused.json().error]).toEqual([403, 'limited-user']);
  });

  it('signs in without a code when none is set up, and asks for it after the password when one is', async () => {
    const plain = await createUser(t.db, { kind: 'classic', password });
    const first = await passwordStep(plain.email);
    expect(first.body).toEqual({ success: true });
    expect(await isSignedIn(first.cookie)).toBe(true);

    const user = await createUser(t.db, { kind: 'classic', password });
    const secret = await giveSecondFactor(t.db, t.config, user.id);
    const { cookie, body } = await passwordStep(user.email);
    expect(body).toEqual({ success: true, secondFactor: true });
    expect(await isSignedIn(cookie)).toBe(false);
    const withCode = await post('/check-login-code', { code: authenticatorCode(secret) }, cookie);
    expect(withCode.statusCode).toBe(200);
    expect(await isSignedIn(sessionCookieOf(withCode))).toBe(true);
    const signIns = await entries(user.id, 'sign-in');
    expect(signIns.map((entry) => entry.after)).toEqual([{ outcome: 'success', secondFactor: 'app' }]);
  });

  it('refuses a code without a right password in this browser', async () => {
    const response = await post('/check-login-code', { code: '123456' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Bitte melden Sie sich erneut mit E-Mail-Adresse und Passwort an.');
  });

  it('does not take a code twice (replay), but takes the next step’s code', async () => {
    const user = await createUser(t.db, { kind: 'classic', password });
    const secret = await giveSecondFactor(t.db, t.config, user.id);
    const code = authenticatorCode(secret);
    const first = await passwordStep(user.email);
    expect((await post('/check-login-code', { code }, first.cookie)).statusCode).toBe(200);

    const second = await passwordStep(user.email);
    const replay = await post('/check-login-code', { code }, second.cookie);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe('Der Code ist falsch oder abgelaufen.');
    const next = await post('/check-login-code', { code: authenticatorCode(secret, new Date(Date.now() + 30_000)) }, second.cookie);
    expect(next.statusCode).toBe(200);
    const outcomes = (await entries(user.id, 'sign-in')).map((entry) => entry.after?.outcome);
    expect(outcomes.sort()).toEqual(['code-reused', 'success', 'success']);
  });

  it('refuses codes more than one step away', async () => {
    const user = await createUser(t.db, { kind: 'classic', password });
    const secret = await giveSecondFactor(t.db, t.config, user.id);
    const { cookie } = await passwordStep(user.email);
    expect((await post('/check-login-code', { code: authenticatorCode(secret, new Date(Date.now() + 95_000)) }, cookie)).statusCode).toBe(
      400,
    );
    expect((await post('/check-login-code', { code: authenticatorCode(secret, new Date(Date.now() - 95_000)) }, cookie)).statusCode).toBe(
      400,
    );
  });

  it('takes each recovery code once', async () => {
    const user = await createUser(t.db, { kind: 'classic', password });
    const cookie = await signIn(t.app, user.email, password);
    const { secret } = (await secondFactorPost('/webapi/second-factor/setup', cookie)).json() as { secret: string };
    const { recoveryCodes } = (
      await secondFactorPost('/webapi/second-factor/confirm', cookie, { code: authenticatorCode(secret) })
    ).json() as { recoveryCodes: string[] };
    const recovery = recoveryCodes[3]!;
    const first = await passwordStep(user.email);
    const used = await post('/check-login-code', { code: recovery.toLowerCase() }, first.cookie);
    expect(used.statusCode).toBe(200);
    expect(used.json()).toEqual({ success: true, recoveryCodesLeft: 9 });
    const status = await t.app.inject({ method: 'GET', url: '/webapi/second-factor', headers: { cookie: sessionCookieOf(used) } });
    expect(status.json().recoveryCodesLeft).toBe(9);
    const second = await passwordStep(user.email);
    expect((await post('/check-login-code', { code: recovery }, second.cookie)).statusCode).toBe(400);
  });

  it('replaces all recovery codes after a fresh proof (password and code), shows the new ones once, recorded; the old ones stop working', async () => {
    const user = await createUser(t.db, { kind: 'classic', password });
    const cookie = await signIn(t.app, user.email, password);
    const { secret } = (await secondFactorPost('/webapi/second-factor/setup', cookie)).json() as { secret: string };
    const old = (
      (await secondFactorPost('/webapi/second-factor/confirm', cookie, { code: authenticatorCode(secret) })).json() as {
        recoveryCodes: string[];
      }
    ).recoveryCodes;
    // Right after the sign-in the proof is fresh.
    const renewedNow = await secondFactorPost('/webapi/second-factor/recovery-codes', cookie);
    expect(renewedNow.statusCode).toBe(200);
    const renewed = (renewedNow.json() as { recoveryCodes: string[] }).recoveryCodes;
    expect(new Set(renewed).size).toBe(10);
    expect(renewed.some((code) => old.includes(code))).toBe(false);

    // Minutes later the session must prove it again: the password alone is not enough, the code is asked too.
    await ageProof(t.db, cookie);
    const stale = await secondFactorPost('/webapi/second-factor/recovery-codes', cookie);
    expect([stale.statusCode, stale.json()]).toEqual([
      403,
      expect.objectContaining({ error: 'fresh-proof-required', message: 'Bitte bestätigen Sie zuerst, dass Sie es sind.' }),
    ]);
    const withoutCode = await secondFactorPost('/webapi/confirm-identity', cookie, { password });
    expect([withoutCode.statusCode, withoutCode.json()]).toEqual([
      400,
      expect.objectContaining({ message: 'Bitte geben Sie auch den Code aus Ihrer Authenticator-App ein.', target: 'code' }),
    ]);
    const wrongPassword = await secondFactorPost('/webapi/confirm-identity', cookie, { password: 'falsch-999', code: renewed[0]! });
    expect([wrongPassword.statusCode, wrongPassword.json()]).toEqual([
      400,
      expect.objectContaining({ message: 'Das Passwort oder der Code ist falsch.', target: 'password' }),
    ]);
    expect((await secondFactorPost('/webapi/second-factor/recovery-codes', cookie)).statusCode).toBe(403);
    const proven = await secondFactorPost('/webapi/confirm-identity', cookie, { password, code: renewed[0]! });
    expect(proven.statusCode).toBe(200);
    const withProof = await secondFactorPost('/webapi/second-factor/recovery-codes', cookie);
    expect(withProof.statusCode).toBe(200);
    const latest = (withProof.json() as { recoveryCodes: string[] }).recoveryCodes;
    const status = await t.app.inject({ method: 'GET', url: '/webapi/second-factor', headers: { cookie } });
    expect(status.json().recoveryCodesLeft).toBe(10);
    const step = await passwordStep(user.email);
    expect((await post('/check-login-code', { code: renewed[1]! }, step.cookie)).statusCode).toBe(400);
    expect((await post('/check-login-code', { code: latest[1]! }, step.cookie)).json()).toEqual({ success: true, recoveryCodesLeft: 9 });
    const recorded = await entries(user.id, 'recovery-codes-renewed');
    expect(recorded.map((entry) => [entry.before, entry.after])).toEqual([
      [{ recoveryCodesLeft: 10 }, { recoveryCodesLeft: 10 }],
      [{ recoveryCodesLeft: 9 }, { recoveryCodesLeft: 10 }],
    ]);
  });

  it('offers no renewal without a second factor', async () => {
    const user = await createUser(t.db, { kind: 'classic', password });
    const cookie = await signIn(t.app, user.email, password);
    const refused = await secondFactorPost('/webapi/second-factor/recovery-codes', cookie);
    expect([refused.statusCode, refused.json().message]).toEqual([400, 'Die Zwei-Faktor-Anmeldung ist nicht eingerichtet.']);
  });

  it('counts wrong codes towards the sign-in throttle, which the password does not reset', async () => {
    const user = await createUser(t.db, { kind: 'classic', password });
    const secret = await giveSecondFactor(t.db, t.config, user.id);
    const { cookie } = await passwordStep(user.email);
    // The password counted one attempt; with LOGIN_MAX_FAILURES=4 three wrong codes use up the rest.
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await post('/check-login-code', { code: '000000' }, cookie)).statusCode).toBe(400);
    expect((await post('/check-login-code', { code: authenticatorCode(secret) }, cookie)).statusCode).toBe(429);
    expect((await post('/check-login', { username: user.email, password })).statusCode).toBe(429);
    const outcomes = (await entries(user.id, 'sign-in')).map((entry) => entry.after?.outcome);
    expect(outcomes.filter((outcome) => outcome === 'wrong-code')).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome === 'locked')).toHaveLength(2);
  });

  it('is switched off by its owner with a code', async () => {
    const user = await createUser(t.db, { kind: 'classic', password });
    const secret = await giveSecondFactor(t.db, t.config, user.id);
    const { cookie } = await passwordStep(user.email);
    const signedIn = sessionCookieOf(await post('/check-login-code', { code: authenticatorCode(secret) }, cookie));
    expect((await secondFactorPost('/webapi/second-factor/disable', signedIn, { code: '111111' })).statusCode).toBe(400);
    expect(
      (
        await secondFactorPost('/webapi/second-factor/disable', signedIn, {
          code: authenticatorCode(secret, new Date(Date.now() + 30_000)),
        })
      ).statusCode,
    ).toBe(200);
    expect((await passwordStep(user.email)).body).toEqual({ success: true });
    expect(await entries(user.id, 'second-factor-disabled')).toHaveLength(1);
  });
});

describe('admins and the second factor', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_SECOND_FACTOR: 'required' } });
  });
  afterAll(() => t.close());

  const post = (url: string, fields: Record<string, string>, cookie?: string) => postForm(t.app, url, { form: fields, cookie });
  const adminCall = (cookie: string) => t.app.inject({ method: 'GET', url: '/webapi/admin/users/all', headers: { cookie } });

  async function adminWithFactor() {
    const admin = await createUser(t.db, { kind: 'admin', password });
    const secret = await giveSecondFactor(t.db, t.config, admin.id);
    const step = await post('/check-login', { username: admin.email, password });
    const done = await post('/check-login-code', { code: authenticatorCode(secret) }, sessionCookieOf(step));
    return { admin, cookie: sessionCookieOf(done) };
  }

  it('keeps the admin calls closed to an admin without one, and tells him to set it up', async () => {
    const admin = await createUser(t.db, { kind: 'admin', password });
    const cookie = await signIn(t.app, admin.email, password);
    const refused = await adminCall(cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: 'second-factor-required',
      message: 'Bitte richten Sie zuerst die Zwei-Faktor-Anmeldung ein.',
    });
    expect((await t.app.inject({ method: 'GET', url: '/webapi/second-factor', headers: { cookie } })).json()).toMatchObject({
      enabled: false,
      setupRequired: true,
    });
  });

  it('opens them once the admin signed in with his code', async () => {
    const { cookie } = await adminWithFactor();
    expect((await adminCall(cookie)).statusCode).toBe(200);
  });

  it('shows the Nightly on the download page and hands it out only to an admin who signed in with the second factor', async () => {
    await createRelease(t.db, { version: '6.0.0.0', channel: 'nightly', installer: 'https://downloads.example.com/6.0.appinstaller' });
    const nightlyOf = async (cookie: string) => ({
      shown: (await t.app.inject({ method: 'GET', url: '/webapi/downloads', headers: { cookie } })).json().nightly?.version,
      download: (await t.app.inject({ method: 'GET', url: '/download/installer?channel=nightly', headers: { cookie } })).statusCode,
    });
    const passwordOnly = await createUser(t.db, { kind: 'admin', password });
    expect(await nightlyOf(await signIn(t.app, passwordOnly.email, password))).toEqual({ shown: undefined, download: 403 });
    expect(await nightlyOf((await adminWithFactor()).cookie)).toEqual({ shown: '6.0.0.0', download: 302 });
  });

  it('lets an admin reset another user’s second factor, recorded; the user then signs in with his password alone', async () => {
    const { admin, cookie } = await adminWithFactor();
    const user = await createUser(t.db, { kind: 'classic', password });
    await giveSecondFactor(t.db, t.config, user.id);
    const security = await t.app.inject({ method: 'GET', url: `/webapi/admin/user-security/${user.id}`, headers: { cookie } });
    expect(security.json()).toEqual({ lockedUntil: null, secondFactorEnabled: true });
    const token = await tokenOf(t.app, cookie, '/webapi/second-factor-token');
    expect((await post(`/webapi/admin/user-security/${user.id}/reset-second-factor`, { _token: token }, cookie)).statusCode).toBe(200);
    expect((await post('/check-login', { username: user.email, password })).json()).toEqual({ success: true });
    const entries = await auditEntries(t.db, user.id, 'second-factor-reset');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor_id: admin.id,
      actor_email: admin.email,
      subject_id: user.id,
      before: { enabled: true },
      after: { enabled: false },
    });
  });

  it('shows an account locked by the sign-in throttle and lifts the lock, recorded', async () => {
    const { admin, cookie } = await adminWithFactor();
    const user = await createUser(t.db, { kind: 'classic', password });
    for (let attempt = 0; attempt < t.config.loginThrottle.maxFailures; attempt += 1)
      await post('/check-login', { username: user.email, password: 'falsch-999' });
    expect((await post('/check-login', { username: user.email, password })).statusCode).toBe(429);
    const locked = (await t.app.inject({ method: 'GET', url: `/webapi/admin/user-security/${user.id}`, headers: { cookie } })).json();
    expect(new Date(locked.lockedUntil).getTime()).toBeGreaterThan(Date.now());
    const token = await tokenOf(t.app, cookie, '/webapi/second-factor-token');
    expect((await post(`/webapi/admin/user-security/${user.id}/unlock`, { _token: token }, cookie)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/webapi/admin/user-security/${user.id}`, headers: { cookie } })).json().lockedUntil,
    ).toBeNull();
    expect((await post('/check-login', { username: user.email, password })).statusCode).toBe(200);
    const entries = await auditEntries(t.db, user.id, 'sign-in-unlocked');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor_id: admin.id, after: { lockedUntil: null, failedAttempts: 0 } });
    expect(entries[0]!.before).toMatchObject({ lockedUntil: locked.lockedUntil });
  });
});
