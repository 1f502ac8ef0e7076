import { accountKey } from '../auth/login-throttle.js';
import { createUser, defaultPassword } from '../factories/index.js';
import { auditEntries } from '../test-support/audit-entries.js';
import { giveSecondFactor } from '../test-support/second-factor.js';
import { SoftwareAuthenticator, type CeremonySite } from '../test-support/passkey-authenticator.js';
import { sessionCookieIn, sessionCookieOf, signIn, signedInUser } from '../test-support/test-app.js';
import { createTestAppWithMail, type TestAppWithMail } from '../test-support/test-app-with-mail.js';
import { postForm, tokenOf } from '../test-support/webapi.js';

jest.setTimeout(60_000);

describe('passkeys (WebAuthn)', () => {
  let t: TestAppWithMail;
  let site: CeremonySite;
  const otherSite: CeremonySite = { origin: 'https://phishing.example', rpId: 'phishing.example' };
  beforeAll(async () => {
    t = await createTestAppWithMail({ env: { ADMIN_SECOND_FACTOR: 'required' } });
    const url = new URL(t.config.publicUrl);
    site = { origin: url.origin, rpId: url.hostname };
  });
  afterAll(() => t.close());

  const token = (cookie: string) => tokenOf(t.app, cookie, '/webapi/passkeys-token');
  const postJson = (url: string, payload: unknown, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
    });
  const list = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/webapi/passkeys', headers: { cookie } })).json();
  const entries = (userId: number, kind: string) => auditEntries(t.db, userId, kind);
  const isSignedIn = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/webapi/userinfo', headers: { cookie } })).statusCode === 200;

  /** Both steps of adding a passkey; the answer of the second. */
  async function addPasskey(cookie: string, authenticator: SoftwareAuthenticator, name = 'Laptop', at = site) {
    const options = await postForm(t.app, '/webapi/passkeys/registration-options', { cookie, form: { _token: await token(cookie) } });
    expect(options.statusCode).toBe(200);
    const credential = authenticator.register(options.json(), at);
    return postJson('/webapi/passkeys', { name, credential, _token: await token(cookie) }, cookie);
  }

  /** Sign-in options in a fresh (anonymous) session: its cookie and the options. */
  async function signInOptions() {
    const response = await postForm(t.app, '/webapi/passkey-sign-in/options');
    expect(response.statusCode).toBe(200);
    return { cookie: sessionCookieOf(response), options: response.json() as { challenge: string } };
  }

  async function passkeySignIn(authenticator: SoftwareAuthenticator, at = site) {
    const { cookie, options } = await signInOptions();
    const response = await postJson('/webapi/passkey-sign-in', { credential: authenticator.assert(options, at) }, cookie);
    return { response, cookie: sessionCookieIn(response) ?? cookie };
  }

  it('adds a named passkey from the account, lists, renames and removes it; each change is in the audit timeline, adding and removing alert the owner', async () => {
    const { user, cookie } = await signedInUser(t, 'classic');
    const added = await addPasskey(cookie, new SoftwareAuthenticator());
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ name: 'Laptop', lastUsedAt: null });
    const [stored] = await list(cookie);
    expect(stored).toMatchObject({ name: 'Laptop', lastUsedAt: null });

    const renamed = await postForm(t.app, `/webapi/passkeys/${stored.id}/rename`, {
      cookie,
      form: { name: 'Büro-PC', _token: await token(cookie) },
    });
    expect(renamed.json()).toMatchObject({ id: stored.id, name: 'Büro-PC' });
    const removed = await postForm(t.app, `/webapi/passkeys/${stored.id}/remove`, { cookie, form: { _token: await token(cookie) } });
    expect(removed.json()).toEqual({ success: true });
    expect(await list(cookie)).toEqual([]);

    expect(await entries(user.id, 'passkey-added')).toMatchObject([{ actor_id: user.id, after: { passkey: 'Laptop' } }]);
    expect(await entries(user.id, 'passkey-renamed')).toMatchObject([{ before: { passkey: 'Laptop' }, after: { passkey: 'Büro-PC' } }]);
    expect(await entries(user.id, 'passkey-removed')).toMatchObject([{ before: { passkey: 'Büro-PC' } }]);
    // The outbox orders by delivery, which the background may finish in any order.
    expect((await t.mailsTo(user.email, 'account-alert')).map((mail) => mail.subject).sort()).toEqual([
      'Sicherheitshinweis: Passkey entfernt',
      'Sicherheitshinweis: Passkey hinzugefügt',
    ]);
  });

  it('signs in with a passkey as both factors: no code asked even with TOTP set up; last use shown', async () => {
    const { user, cookie } = await signedInUser(t, 'classic');
    const authenticator = new SoftwareAuthenticator();
    expect((await addPasskey(cookie, authenticator)).statusCode).toBe(200);
    await giveSecondFactor(t.db, t.config, user.id);

    const { response, cookie: signedIn } = await passkeySignIn(authenticator);
    expect([response.statusCode, response.json()]).toEqual([200, { success: true }]);
    expect(await isSignedIn(signedIn)).toBe(true);
    expect((await list(signedIn))[0].lastUsedAt).not.toBeNull();
    expect(await entries(user.id, 'sign-in')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ after: expect.objectContaining({ outcome: 'success', via: 'passkey', secondFactor: 'passkey' }) }),
      ]),
    );
  });

  it('goes through the session gate: an unconfirmed address gets no session', async () => {
    const { user, cookie } = await signedInUser(t, 'classic');
    const authenticator = new SoftwareAuthenticator();
    expect((await addPasskey(cookie, authenticator)).statusCode).toBe(200);
    await t.db.updateTable('users').set({ email_confirmed: false }).where('id', '=', user.id).execute();
    const { response, cookie: after } = await passkeySignIn(authenticator);
    expect([response.statusCode, response.json().error]).toEqual([403, 'email-not-confirmed']);
    expect(await isSignedIn(after)).toBe(false);
  });

  it('lets an admin meet ADMIN_SECOND_FACTOR with a passkey as his first factor; afterwards his password alone opens nothing', async () => {
    const admin = await createUser(t.db, { kind: 'admin' });
    const passwordOnly = await signIn(t.app, admin.email, defaultPassword);
    const adminCall = (cookie: string) => t.app.inject({ method: 'GET', url: '/webapi/admin/users/all', headers: { cookie } });
    const secondFactorStatus = async (cookie: string) =>
      (await t.app.inject({ method: 'GET', url: '/webapi/second-factor', headers: { cookie } })).json();
    expect((await adminCall(passwordOnly)).json().error).toBe('second-factor-required');
    expect(await secondFactorStatus(passwordOnly)).toMatchObject({ setupRequired: true, hasPasskey: false });
    const authenticator = new SoftwareAuthenticator();
    // The account had no factor: this session sets up the first one, and has passed it (decision 051).
    expect((await addPasskey(passwordOnly, authenticator)).statusCode).toBe(200);
    expect((await adminCall(passwordOnly)).statusCode).toBe(200);
    expect(await secondFactorStatus(passwordOnly)).toMatchObject({ setupRequired: false, hasPasskey: true });

    // From now on the password only reaches the second step, which the passkey passes.
    const step = await postForm(t.app, '/check-login', { form: { username: admin.email, password: defaultPassword } });
    expect(step.json()).toEqual({ success: true, secondFactor: true });
    expect((await adminCall(sessionCookieOf(step))).statusCode).toBe(401);
    const { cookie } = await passkeySignIn(authenticator);
    expect((await adminCall(cookie)).statusCode).toBe(200);
    expect(await secondFactorStatus(cookie)).toMatchObject({ setupRequired: false, hasPasskey: true });
  });

  it('refuses a passkey of another site: registered for another origin or RP ID, or asserting for one', async () => {
    const { cookie } = await signedInUser(t, 'classic');
    for (const foreign of [otherSite, { origin: otherSite.origin, rpId: site.rpId }, { origin: site.origin, rpId: otherSite.rpId }]) {
      const refused = await addPasskey(cookie, new SoftwareAuthenticator(), 'Fremd', foreign);
      expect([refused.statusCode, refused.json().error]).toEqual([400, 'invalid-credentials']);
    }
    const authenticator = new SoftwareAuthenticator();
    expect((await addPasskey(cookie, authenticator)).statusCode).toBe(200);
    for (const foreign of [otherSite, { origin: otherSite.origin, rpId: site.rpId }, { origin: site.origin, rpId: otherSite.rpId }]) {
      const { response } = await passkeySignIn(authenticator, foreign);
      expect([response.statusCode, response.json().error]).toEqual([400, 'invalid-credentials']);
    }
    expect(await list(cookie)).toHaveLength(1);
  });

  it('refuses a replayed assertion, in its own session and in a new one, and a counter that did not rise', async () => {
    const { user, cookie } = await signedInUser(t, 'classic');
    const authenticator = new SoftwareAuthenticator();
    expect((await addPasskey(cookie, authenticator)).json()).toMatchObject({ name: 'Laptop' });
    const first = await signInOptions();
    const assertion = authenticator.assert(first.options, site);
    const signedIn = await postJson('/webapi/passkey-sign-in', { credential: assertion }, first.cookie);
    expect([signedIn.statusCode, signedIn.body]).toEqual([200, '{"success":true}']);

    // The sign-in gave the browser a new session; the old one and its challenge are gone.
    const again = await postJson('/webapi/passkey-sign-in', { credential: assertion }, first.cookie);
    expect([again.statusCode, again.json().error]).toEqual([400, 'invalid-credentials']);
    const elsewhere = await signInOptions();
    const replayed = await postJson('/webapi/passkey-sign-in', { credential: assertion }, elsewhere.cookie);
    expect([replayed.statusCode, replayed.json().error]).toEqual([400, 'invalid-credentials']);
    // The challenge of that session was spent by the refused answer: even a right one needs new options.
    const late = await postJson('/webapi/passkey-sign-in', { credential: authenticator.assert(elsewhere.options, site) }, elsewhere.cookie);
    expect(late.statusCode).toBe(400);

    authenticator.counter = 0;
    const { response: cloned } = await passkeySignIn(authenticator);
    expect([cloned.statusCode, cloned.json().error]).toEqual([400, 'invalid-credentials']);
    expect(await entries(user.id, 'sign-in')).toEqual(
      expect.arrayContaining([expect.objectContaining({ actor_id: null, after: expect.objectContaining({ outcome: 'passkey-refused' }) })]),
    );
  });

  it("refuses a passkey without user verification, an unknown passkey, and answers about other users' passkeys as not found", async () => {
    const { cookie } = await signedInUser(t, 'classic');
    const unverified = await addPasskey(cookie, new SoftwareAuthenticator({ userVerified: false }));
    expect([unverified.statusCode, unverified.json().error]).toEqual([400, 'invalid-credentials']);
    const { response: unknown } = await passkeySignIn(new SoftwareAuthenticator());
    expect([unknown.statusCode, unknown.json().error]).toEqual([400, 'invalid-credentials']);

    await addPasskey(cookie, new SoftwareAuthenticator());
    const [own] = await list(cookie);
    const other = await signedInUser(t, 'classic');
    const rename = await postForm(t.app, `/webapi/passkeys/${own.id}/rename`, {
      cookie: other.cookie,
      form: { name: 'Meins', _token: await token(other.cookie) },
    });
    const remove = await postForm(t.app, `/webapi/passkeys/${own.id}/remove`, {
      cookie: other.cookie,
      form: { _token: await token(other.cookie) },
    });
    expect([rename.statusCode, remove.statusCode]).toEqual([404, 404]);
    expect(await list(cookie)).toMatchObject([{ name: 'Laptop' }]);
  });

  it('keeps the last way to sign in: an account without a password cannot remove its only passkey', async () => {
    const { user, cookie } = await signedInUser(t, 'classic');
    await addPasskey(cookie, new SoftwareAuthenticator());
    await addPasskey(cookie, new SoftwareAuthenticator(), 'Telefon');
    await t.db.updateTable('users').set({ password_hash: null }).where('id', '=', user.id).execute();
    const [first, second] = await list(cookie);
    const remove = async (id: number) =>
      postForm(t.app, `/webapi/passkeys/${id}/remove`, { cookie, form: { _token: await token(cookie) } });
    expect((await remove(first.id)).statusCode).toBe(200);
    const refused = await remove(second.id);
    expect([refused.statusCode, refused.json().message]).toEqual([
      400,
      'Dieser Passkey ist die letzte Möglichkeit, sich anzumelden, und kann nicht entfernt werden.',
    ]);
    expect(await list(cookie)).toHaveLength(1);
  });

  it('counts passkey sign-ins of a locked account like passwords, and is not for training accounts', async () => {
    const { cookie } = await signedInUser(t, 'limited');
    const options = await postForm(t.app, '/webapi/passkeys/registration-options', { cookie, form: { _token: await token(cookie) } });
    expect([options.statusCode, options.json().error]).toEqual([403, 'limited-user']);

    const { user, cookie: own } = await signedInUser(t, 'classic');
    const authenticator = new SoftwareAuthenticator();
    expect((await addPasskey(own, authenticator)).statusCode).toBe(200);
    await t.db
      .insertInto('attempt_counters')
      .values({ key: accountKey(user.email), attempts: 99, locked_until: new Date(Date.now() + 3_600_000) })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ attempts: 99, locked_until: new Date(Date.now() + 3_600_000) }))
      .execute();
    const { response } = await passkeySignIn(authenticator);
    expect([response.statusCode, response.json().error]).toEqual([429, 'too-many-attempts']);
  });
});
