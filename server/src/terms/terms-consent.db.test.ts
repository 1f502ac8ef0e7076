import { createUser } from '../factories/index.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';

describe('terms consent', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TERMS_VERSION: '2026-07' } });
  });
  afterAll(() => t.close());

  async function consent(cookie: string, fields: Record<string, string>, token?: string) {
    const query = token === undefined ? (await t.app.inject({ method: 'GET', url: '/webapi/termsConsentToken', headers: { cookie } })).json().token : token;
    return t.app.inject({
      method: 'POST',
      url: `/webapi/terms-consent?token=${encodeURIComponent(query)}`,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
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

  it('is only for signed-in users', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/webapi/termsConsentToken' });
    expect(response.statusCode).toBe(401);
  });
});
