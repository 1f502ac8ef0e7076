import { createUser } from '../factories/index.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';
import { formHeaders, formRequest, tokenOf } from '../test-support/webapi.js';

describe('POST /webapi/account/{userId} with its form token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const detailsToken = (cookie: string) => tokenOf(t.app, cookie, '/webapi/userDetailsToken');

  it('saves the own profile with a valid token', async () => {
    const user = await createUser(t.db, { kind: 'trial', password: 'passwort-123' });
    const cookie = await signIn(t.app, user.email, 'passwort-123');
    const fields = {
      greeting: 'Herr Dr.',
      firstName: 'Hans',
      lastName: 'Huber',
      phone_number: '0301234',
      companyName: 'Huber GmbH',
      email_newsletter: '1',
      _token: await detailsToken(cookie),
    };
    const response = await t.app.inject({ method: 'POST', url: `/webapi/account/${user.id}`, ...formRequest(fields, cookie) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Erfolgreich gespeichert.' });
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      greeting: 'Herr Dr.',
      first_name: 'Hans',
      last_name: 'Huber',
      company_name: 'Huber GmbH',
      email_newsletter: true,
    });
  });

  it('refuses a missing, forged or foreign token and changes nothing', async () => {
    const user = await createUser(t.db, { kind: 'trial', password: 'passwort-123', lastName: 'Vorher' });
    const other = await createUser(t.db, { kind: 'trial', password: 'passwort-123' });
    const cookie = await signIn(t.app, user.email, 'passwort-123');
    const foreignToken = await detailsToken(await signIn(t.app, other.email, 'passwort-123'));
    const featuresToken = (await t.app.inject({ method: 'GET', url: '/webapi/changePwToken', headers: { cookie } })).json().token as
      string | undefined;
    for (const token of [undefined, 'gefälscht', foreignToken, featuresToken]) {
      const fields: Record<string, string> = { lastName: 'Nachher' };
      if (token) fields._token = token;
      const response = await t.app.inject({
        method: 'POST',
        url: `/webapi/account/${user.id}`,
        ...formRequest(fields, cookie),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'invalid-token',
        message: 'Das Formular ist abgelaufen. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
      });
    }
    const row = await t.db.selectFrom('users').select('last_name').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.last_name).toBe('Vorher');
  });

  it("refuses another user's profile to a non-admin", async () => {
    const user = await createUser(t.db, { kind: 'trial', password: 'passwort-123' });
    const victim = await createUser(t.db, { kind: 'trial', lastName: 'Opfer' });
    const cookie = await signIn(t.app, user.email, 'passwort-123');
    const fields = { lastName: 'Gehackt', _token: await detailsToken(cookie) };
    const response = await t.app.inject({ method: 'POST', url: `/webapi/account/${victim.id}`, ...formRequest(fields, cookie) });
    expect(response.statusCode).toBe(403);
    expect((await t.db.selectFrom('users').select('last_name').where('id', '=', victim.id).executeTakeFirstOrThrow()).last_name).toBe(
      'Opfer',
    );
  });

  it('refuses a write from a foreign origin', async () => {
    const user = await createUser(t.db, { kind: 'trial', password: 'passwort-123' });
    const cookie = await signIn(t.app, user.email, 'passwort-123');
    const fields = { lastName: 'X', _token: await detailsToken(cookie) };
    const response = await t.app.inject({
      method: 'POST',
      url: `/webapi/account/${user.id}`,
      ...formRequest(fields, cookie, { origin: 'https://boese.example' }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('invalid-origin');
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/webapi/account/1', headers: formHeaders(), payload: 'lastName=x' });
    expect(response.statusCode).toBe(401);
  });
});
