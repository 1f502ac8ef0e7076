import { logoutAction } from '../auth/auth-routes.js';
import { createUser, defaultPassword } from '../factories/index.js';
import { issueFormToken } from '../http/form-tokens.js';
import { snapshotTables } from '../test-support/table-snapshot.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';
import { formRequest } from '../test-support/webapi.js';

describe('terms consent', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TERMS_VERSION: '2026-07' } });
  });
  afterAll(() => t.close());

  async function consent(cookie: string, fields: Record<string, string>, token?: string) {
    const query =
      token === undefined
        ? (await t.app.inject({ method: 'GET', url: '/webapi/termsConsentToken', headers: { cookie } })).json().token
        : token;
    return t.app.inject({
      method: 'POST',
      url: `/webapi/terms-consent?token=${encodeURIComponent(query)}`,
      ...formRequest(fields, cookie),
    });
  }

  it('records the consent to the current version with both boxes, after which the menu works', async () => {
    const user = await createUser(t.db, { kind: 'trial', password: 'passwort-123', acceptedTerms: false });
    const cookie = await signIn(t.app, user.email, 'passwort-123');
    expect((await t.app.inject({ method: 'GET', url: '/webapi/menuinfo', headers: { cookie } })).json().error).toBe('terms-consent');

    const oneBox = await consent(cookie, { privacy_policy_accepted: '1' });
    expect(oneBox.statusCode).toBe(400);
    expect(oneBox.json().message).toBe('Bitte akzeptieren Sie unsere Datenschutzerklärung und unsere AGB.');
    expect((await consent(cookie, { privacy_policy_accepted: '1', terms_accepted: '1' }, 'falsch')).statusCode).toBe(403);

    const both = await consent(cookie, { privacy_policy_accepted: '1', terms_accepted: '1' });
    expect(both.json()).toEqual({ success: true });
    const rows = await t.db.selectFrom('terms_acceptances').selectAll().where('user_id', '=', user.id).execute();
    expect(rows.map((row) => row.version)).toContain('2026-07');
    expect(rows.find((row) => row.version === '2026-07')?.accepted_at).toBeInstanceOf(Date);
    expect((await t.app.inject({ method: 'GET', url: '/webapi/menuinfo', headers: { cookie } })).json().signedIn).toBe(true);
  });

  it('refuses every other signed-in write until the user consents, and changes nothing meanwhile', async () => {
    const user = await createUser(t.db, { kind: 'trial', acceptedTerms: false, lastName: 'Vorher' });
    const cookie = await signIn(t.app, user.email, defaultPassword);
    // Token calls are reads: the form can be shown, only sending it waits for the consent.
    const token = (await t.app.inject({ method: 'GET', url: '/webapi/userDetailsToken', headers: { cookie } })).json().token as string;
    const save = () =>
      t.app.inject({
        method: 'POST',
        url: `/webapi/account/${user.id}`,
        ...formRequest({ lastName: 'Nachher', _token: token }, cookie),
      });

    const before = await snapshotTables(t.db);
    const refused = await save();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'terms-consent', message: 'Bitte stimmen Sie zuerst den aktuellen Bedingungen zu.' });
    expect(await snapshotTables(t.db)).toEqual(before);

    expect((await consent(cookie, { privacy_policy_accepted: '1', terms_accepted: '1' })).json()).toEqual({ success: true });
    expect((await save()).statusCode).toBe(200);
    expect((await t.db.selectFrom('users').select('last_name').where('id', '=', user.id).executeTakeFirstOrThrow()).last_name).toBe(
      'Nachher',
    );
  });

  it('lets a user who has not consented sign out', async () => {
    const user = await createUser(t.db, { kind: 'trial', acceptedTerms: false });
    const cookie = await signIn(t.app, user.email, defaultPassword);
    // The menu, which hands out the logout link, refuses him (terms-consent): the test makes the link's token as the menu does.
    const session = await t.db.selectFrom('sessions').select('csrf_secret').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    const logout = await t.app.inject({
      method: 'GET',
      url: `/logout?token=${encodeURIComponent(issueFormToken(session.csrf_secret, logoutAction))}`,
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(302);
    expect(await t.db.selectFrom('sessions').select('id_hash').where('user_id', '=', user.id).execute()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/webapi/userinfo', headers: { cookie } })).statusCode).toBe(401);
  });

  it('is only for signed-in users', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/webapi/termsConsentToken' });
    expect(response.statusCode).toBe(401);
  });
});
