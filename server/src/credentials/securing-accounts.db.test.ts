import { createHash, randomBytes } from 'node:crypto';
import { allCalls } from '@bfsm/api-adapter';
import { createUser, defaultPassword } from '../factories/index.js';
import { auditEntries } from '../test-support/audit-entries.js';
import { ageProof } from '../test-support/fresh-proof.js';
import { SoftwareAuthenticator, type CeremonySite } from '../test-support/passkey-authenticator.js';
import { authenticatorCode, giveSecondFactor } from '../test-support/second-factor.js';
import { sessionCookieIn, sessionCookieOf, signIn, signedInUser } from '../test-support/test-app.js';
import { createTestAppWithMail, type TestAppWithMail } from '../test-support/test-app-with-mail.js';
import { anonymousTokenOf, formRequest, postForm, tokenOf } from '../test-support/webapi.js';

jest.setTimeout(90_000);

/**
 * A new factor only with proof of an old one, and securing an account removes what an intruder
 * added (decision 051): each case as an attacker who knows the password would try it.
 */
describe('credentials: fresh proof, and securing an account', () => {
  let t: TestAppWithMail;
  let site: CeremonySite;
  beforeAll(async () => {
    t = await createTestAppWithMail({ env: { ADMIN_SECOND_FACTOR: 'required' } });
    const url = new URL(t.config.publicUrl);
    site = { origin: url.origin, rpId: url.hostname };
  });
  afterAll(() => t.close());

  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const isSignedIn = async (cookie: string) => (await get('/webapi/userinfo', cookie)).statusCode === 200;
  const postJson = (url: string, payload: unknown, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
    });
  const passkeyToken = (cookie: string) => tokenOf(t.app, cookie, '/webapi/passkeys-token');
  const secondFactorPost = async (url: string, cookie: string, fields: Record<string, string> = {}) =>
    postForm(t.app, url, { cookie, form: { ...fields, _token: await tokenOf(t.app, cookie, '/webapi/second-factor-token') } });

  async function addPasskey(cookie: string, authenticator: SoftwareAuthenticator, name = 'Laptop') {
    const options = await postForm(t.app, '/webapi/passkeys/registration-options', {
      cookie,
      form: { _token: await passkeyToken(cookie) },
    });
    if (options.statusCode !== 200) return options;
    return postJson(
      '/webapi/passkeys',
      { name, credential: authenticator.register(options.json(), site), _token: await passkeyToken(cookie) },
      cookie,
    );
  }

  async function passkeySignIn(authenticator: SoftwareAuthenticator) {
    const start = await postForm(t.app, '/webapi/passkey-sign-in/options');
    const cookie = sessionCookieOf(start);
    const response = await postJson('/webapi/passkey-sign-in', { credential: authenticator.assert(start.json(), site) }, cookie);
    return { response, cookie: sessionCookieIn(response) ?? cookie };
  }

  const passwordStep = (email: string, password = defaultPassword) =>
    postForm(t.app, '/check-login', { form: { username: email, password } });

  /** Makes the passkey look added `days` ago, as an owner's older passkey would be. */
  const ageCredentials = async (userId: number, days: number) => {
    const then = new Date(Date.now() - days * 24 * 60 * 60_000);
    await t.db.updateTable('passkeys').set({ created_at: then }).where('user_id', '=', userId).execute();
    await t.db.updateTable('recovery_codes').set({ created_at: then }).where('user_id', '=', userId).execute();
    await t.db.updateTable('second_factors').set({ confirmed_at: then }).where('user_id', '=', userId).execute();
  };

  /** The owner follows a reset link from his mailbox and sets a new password. */
  async function resetByMail(userId: number, newPassword = 'ganz-neu-789') {
    const resetCode = randomBytes(32).toString('base64url');
    await t.db
      .insertInto('one_time_codes')
      .values({
        user_id: userId,
        purpose: 'reset-password',
        code_hash: createHash('sha256').update(resetCode).digest('hex'),
        expires_at: new Date(Date.now() + 3_600_000),
      })
      .execute();
    const { token, cookie } = await anonymousTokenOf(t.app, '/webapi/set-new-password-forgotten-token');
    return t.app.inject({
      method: 'POST',
      url: `/webapi/confirm-forgotten-password/${resetCode}`,
      ...formRequest({ 'plainPassword[first]': newPassword, 'plainPassword[second]': newPassword, _token: token }, cookie),
    });
  }

  it('an admin whose second factor is a passkey reaches only the second step with his password, and can add no factor from there', async () => {
    const admin = await createUser(t.db, { kind: 'admin' });
    const firstSession = await signIn(t.app, admin.email, defaultPassword);
    const owners = new SoftwareAuthenticator();
    expect((await addPasskey(firstSession, owners)).statusCode).toBe(200);

    const step = await passwordStep(admin.email);
    expect(step.json()).toEqual({ success: true, secondFactor: true });
    const attacker = sessionCookieOf(step);
    expect((await get('/webapi/admin/overview', attacker)).statusCode).toBe(401);
    // The second step's session is no signed-in one: it gets no form token, and every set-up call answers 401.
    for (const url of ['/webapi/second-factor/setup', '/webapi/second-factor/confirm', '/webapi/passkeys/registration-options'])
      expect((await t.app.inject({ method: 'POST', url, ...formRequest({ code: '123456' }, attacker) })).statusCode).toBe(401);
    expect(await t.db.selectFrom('passkeys').select('id').where('user_id', '=', admin.id).execute()).toHaveLength(1);

    // His own passkey passes the second step.
    const { cookie } = await passkeySignIn(owners);
    expect((await get('/webapi/admin/overview', cookie)).statusCode).toBe(200);
  });

  it('walks every call that adds a way to sign in: each asks for a fresh proof, and "Identität bestätigen" gives it', async () => {
    const guarded = allCalls().filter((call) => call.access.freshProof);
    expect(guarded.map((call) => call.name).sort()).toEqual([
      'confirmSecondFactor',
      'finishPasskeyRegistration',
      'renewRecoveryCodes',
      'startPasskeyRegistration',
      'startSecondFactorSetup',
    ]);
    const { user, cookie } = await signedInUser(t, 'classic');
    await ageProof(t.db, cookie);
    for (const call of guarded) {
      const answer = await t.app.inject({ method: call.method, url: call.path, ...formRequest({}, cookie) });
      expect([call.name, answer.statusCode, answer.json().error]).toEqual([call.name, 403, 'fresh-proof-required']);
    }
    expect((await addPasskey(cookie, new SoftwareAuthenticator())).statusCode).toBe(403);
    const wrong = await secondFactorPost('/webapi/confirm-identity', cookie, { password: 'falsch-123' });
    expect([wrong.statusCode, wrong.json().target]).toEqual([400, 'password']);
    expect((await secondFactorPost('/webapi/confirm-identity', cookie, { password: defaultPassword })).statusCode).toBe(200);
    expect((await addPasskey(cookie, new SoftwareAuthenticator())).statusCode).toBe(200);
    expect(await auditEntries(t.db, user.id, 'passkey-added')).toHaveLength(1);
  });

  it('a session opened before the account had a second factor cannot add another, fresh or not', async () => {
    const { user, cookie: before } = await signedInUser(t, 'classic');
    const secondSession = await signIn(t.app, user.email, defaultPassword);
    const { secret } = (await secondFactorPost('/webapi/second-factor/setup', secondSession)).json() as { secret: string };
    expect((await secondFactorPost('/webapi/second-factor/confirm', secondSession, { code: authenticatorCode(secret) })).statusCode).toBe(
      200,
    );

    const refused = await addPasskey(before, new SoftwareAuthenticator());
    expect([refused.statusCode, refused.json().error]).toEqual([403, 'fresh-proof-required']);
    // A passkey-only account proves itself with the passkey; one with the app needs password and code.
    const noCode = await secondFactorPost('/webapi/confirm-identity', before, { password: defaultPassword });
    expect(noCode.statusCode).toBe(400);
    const proven = await secondFactorPost('/webapi/confirm-identity', before, {
      password: defaultPassword,
      code: authenticatorCode(secret, new Date(Date.now() + 30_000)),
    });
    expect(proven.statusCode).toBe(200);
    expect((await addPasskey(before, new SoftwareAuthenticator())).statusCode).toBe(200);
  });

  it('a passkey-only account confirms its identity with the passkey, not the password', async () => {
    const { cookie } = await signedInUser(t, 'classic');
    const authenticator = new SoftwareAuthenticator();
    expect((await addPasskey(cookie, authenticator)).statusCode).toBe(200);
    await ageProof(t.db, cookie);
    const byPassword = await secondFactorPost('/webapi/confirm-identity', cookie, { password: defaultPassword });
    expect([byPassword.statusCode, byPassword.json().message]).toEqual([400, 'Bitte bestätigen Sie mit Ihrem Passkey.']);
    // In the signed-in session: it stays (no new cookie), and its proof is fresh.
    const options = await postForm(t.app, '/webapi/passkey-sign-in/options', { cookie });
    const proven = await postJson('/webapi/passkey-sign-in', { credential: authenticator.assert(options.json(), site) }, cookie);
    expect([proven.statusCode, proven.json(), sessionCookieIn(proven)]).toEqual([200, { success: true }, undefined]);
    expect((await addPasskey(cookie, new SoftwareAuthenticator(), 'Telefon')).statusCode).toBe(200);

    // Another account's passkey proves nothing about this caller.
    const other = await signedInUser(t, 'classic');
    const othersKey = new SoftwareAuthenticator();
    expect((await addPasskey(other.cookie, othersKey)).statusCode).toBe(200);
    await ageProof(t.db, cookie);
    const foreignOptions = await postForm(t.app, '/webapi/passkey-sign-in/options', { cookie });
    const foreign = await postJson('/webapi/passkey-sign-in', { credential: othersKey.assert(foreignOptions.json(), site) }, cookie);
    expect([foreign.statusCode, foreign.json().error]).toEqual([400, 'invalid-credentials']);
    expect((await addPasskey(cookie, new SoftwareAuthenticator(), 'Tablet')).statusCode).toBe(403);
  });

  it('removing a passkey ends the sessions it opened, but not the session that removes it', async () => {
    const { user, cookie } = await signedInUser(t, 'classic');
    const intruders = new SoftwareAuthenticator();
    expect((await addPasskey(cookie, intruders, 'Fremd')).statusCode).toBe(200);
    const { cookie: intruderSession } = await passkeySignIn(intruders);
    const { cookie: ownPasskeySession } = await passkeySignIn(intruders);
    expect(await isSignedIn(intruderSession)).toBe(true);
    const [stored] = await t.db.selectFrom('passkeys').select('id').where('user_id', '=', user.id).execute();
    const removed = await postForm(t.app, `/webapi/passkeys/${stored!.id}/remove`, {
      cookie: ownPasskeySession,
      form: { _token: await passkeyToken(ownPasskeySession) },
    });
    expect(removed.statusCode).toBe(200);
    expect(await isSignedIn(intruderSession)).toBe(false);
    expect(await isSignedIn(ownPasskeySession)).toBe(true);
    expect(await isSignedIn(cookie)).toBe(true);
  });

  it('“Das war ich nicht” removes the passkey and app an intruder added since the alert, ends his sessions, and shows what remains', async () => {
    const user = await createUser(t.db, { kind: 'classic' });
    // The intruder knows the password of an account without a second factor, and adds his own ways in.
    const intruder = await signIn(t.app, user.email, defaultPassword);
    const intruders = new SoftwareAuthenticator();
    expect((await addPasskey(intruder, intruders, 'Fremd')).statusCode).toBe(200);
    const { secret } = (await secondFactorPost('/webapi/second-factor/setup', intruder)).json() as { secret: string };
    expect((await secondFactorPost('/webapi/second-factor/confirm', intruder, { code: authenticatorCode(secret) })).statusCode).toBe(200);
    const { cookie: intruderPasskeySession } = await passkeySignIn(intruders);

    const alert = (await t.mailsTo(user.email, 'account-alert')).find((mail) => mail.subject.endsWith('Passkey hinzugefügt'));
    const code = /\/not-me\/([\w-]+)/.exec(alert?.text ?? '')?.[1] ?? '';
    const { token, cookie: anonymous } = await anonymousTokenOf(t.app, '/webapi/not-me-token');
    const reported = await t.app.inject({ method: 'POST', url: `/webapi/not-me/${code}`, ...formRequest({ _token: token }, anonymous) });
    expect(reported.statusCode).toBe(200);
    expect(reported.json()).toMatchObject({
      removed: { passkeys: ['Fremd'], authenticatorApp: true, recoveryCodes: 10 },
      remaining: { passkeys: [], authenticatorApp: false, recoveryCodes: 0 },
    });
    expect(await isSignedIn(intruder)).toBe(false);
    expect(await isSignedIn(intruderPasskeySession)).toBe(false);
    expect((await passkeySignIn(intruders)).response.statusCode).toBe(400);
    expect(await auditEntries(t.db, user.id, 'recently-added-credentials-removed')).toMatchObject([
      { before: { passkeys: ['Fremd'], authenticatorApp: true, recoveryCodes: 10 } },
    ]);
    // The owner is not locked out at a code step: the reset link signs him in with the new password alone.
    const resetCode = (reported.json() as { resetPath: string }).resetPath.split('/').pop();
    const reset = await anonymousTokenOf(t.app, '/webapi/set-new-password-forgotten-token');
    const newPassword = await t.app.inject({
      method: 'POST',
      url: `/webapi/confirm-forgotten-password/${resetCode}`,
      ...formRequest(
        { 'plainPassword[first]': 'ganz-neu-789', 'plainPassword[second]': 'ganz-neu-789', _token: reset.token },
        reset.cookie,
      ),
    });
    expect(newPassword.json()).toEqual({ success: true });
    // The owner hears of it at once.
    const subjects = (await t.mailsTo(user.email, 'account-alert')).map((mail) => mail.subject);
    expect(subjects).toContain('Sicherheitshinweis: Konto gesichert („Das war ich nicht“)');
  });

  it('“Das war ich nicht” keeps what the account had before the alert’s event', async () => {
    const { user, cookie } = await signedInUser(t, 'classic');
    expect((await addPasskey(cookie, new SoftwareAuthenticator(), 'Eigener Laptop')).statusCode).toBe(200);
    const { secret } = (await secondFactorPost('/webapi/second-factor/setup', cookie)).json() as { secret: string };
    expect((await secondFactorPost('/webapi/second-factor/confirm', cookie, { code: authenticatorCode(secret) })).statusCode).toBe(200);
    await ageCredentials(user.id, 30);
    const changed = await postForm(t.app, '/webapi/changePw', {
      cookie,
      form: {
        oldPassword: defaultPassword,
        'plainPassword[first]': 'zweites-111',
        'plainPassword[second]': 'zweites-111',
        _token: await tokenOf(t.app, cookie, '/webapi/changePwToken'),
      },
    });
    expect(changed.statusCode).toBe(200);
    const alert = (await t.mailsTo(user.email, 'account-alert')).find((mail) => mail.subject.endsWith('Passwort geändert'));
    const code = /\/not-me\/([\w-]+)/.exec(alert?.text ?? '')?.[1] ?? '';
    const { token, cookie: anonymous } = await anonymousTokenOf(t.app, '/webapi/not-me-token');
    const reported = await t.app.inject({ method: 'POST', url: `/webapi/not-me/${code}`, ...formRequest({ _token: token }, anonymous) });
    expect(reported.json()).toMatchObject({
      removed: { passkeys: [], authenticatorApp: false, recoveryCodes: 0 },
      remaining: { passkeys: ['Eigener Laptop'], authenticatorApp: true, recoveryCodes: 10 },
    });
  });

  it('a reset by mail removes an app an intruder set up this week, so the owner is not locked out; an older one stays', async () => {
    const { user, cookie } = await signedInUser(t, 'classic');
    const { secret } = (await secondFactorPost('/webapi/second-factor/setup', cookie)).json() as { secret: string };
    expect((await secondFactorPost('/webapi/second-factor/confirm', cookie, { code: authenticatorCode(secret) })).statusCode).toBe(200);
    const reset = await resetByMail(user.id);
    expect(reset.json()).toEqual({ success: true });
    expect(await t.db.selectFrom('second_factors').select('user_id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect(await t.db.selectFrom('recovery_codes').select('id').where('user_id', '=', user.id).execute()).toEqual([]);

    const owner = await createUser(t.db, { kind: 'classic' });
    await giveSecondFactor(t.db, t.config, owner.id);
    const kept = await resetByMail(owner.id);
    expect(kept.json()).toEqual({ success: true, secondFactor: true });
  });

  it('an admin’s password reset removes what was added this week too', async () => {
    const { user, cookie } = await signedInUser(t, 'classic');
    expect((await addPasskey(cookie, new SoftwareAuthenticator(), 'Fremd')).statusCode).toBe(200);
    const admin = await createUser(t.db, { kind: 'admin' });
    const secret = await giveSecondFactor(t.db, t.config, admin.id);
    const step = sessionCookieOf(await passwordStep(admin.email));
    const adminCookie = sessionCookieOf(
      await postForm(t.app, '/check-login-code', { cookie: step, form: { code: authenticatorCode(secret) } }),
    );
    const changed = await postForm(t.app, `/webapi/changePw/${user.id}`, {
      cookie: adminCookie,
      form: {
        'plainPassword[first]': 'vom-admin-456',
        'plainPassword[second]': 'vom-admin-456',
        _token: await tokenOf(t.app, adminCookie, '/webapi/changePwToken'),
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(await t.db.selectFrom('passkeys').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it('sends alerts of a new way in at once, past the hourly limit', async () => {
    const { user, cookie } = await signedInUser(t, 'classic');
    const changePassword = async (from: string, to: string) =>
      postForm(t.app, `/webapi/changePw`, {
        cookie,
        form: {
          oldPassword: from,
          'plainPassword[first]': to,
          'plainPassword[second]': to,
          _token: await tokenOf(t.app, cookie, '/webapi/changePwToken'),
        },
      });
    expect((await changePassword(defaultPassword, 'zweites-111')).statusCode).toBe(200);
    expect((await changePassword('zweites-111', 'drittes-222')).statusCode).toBe(200);
    expect((await changePassword('drittes-222', 'viertes-333')).statusCode).toBe(200);
    expect((await changePassword('viertes-333', 'fuenftes-444')).statusCode).toBe(200);
    expect((await addPasskey(cookie, new SoftwareAuthenticator())).statusCode).toBe(200);
    const subjects = (await t.mailsTo(user.email, 'account-alert')).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject.endsWith('Passwort geändert'))).toHaveLength(3);
    expect(subjects).toContain('Sicherheitshinweis: Passkey hinzugefügt');
  });

  it('refuses an unknown passkey with the same words as a wrong signature', async () => {
    const { cookie } = await signedInUser(t, 'classic');
    const known = new SoftwareAuthenticator();
    expect((await addPasskey(cookie, known)).statusCode).toBe(200);
    const { response: unknown } = await passkeySignIn(new SoftwareAuthenticator());
    expect((await passkeySignIn(known)).response.statusCode).toBe(200);
    known.counter = 0;
    const { response: clonedCounter } = await passkeySignIn(known);
    expect(clonedCounter.statusCode).toBe(400);
    expect(unknown.json()).toEqual(clonedCounter.json());
  });
});
