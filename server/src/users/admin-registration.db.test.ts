import { createUser } from '../factories/index.js';
import { createTestApp, signIn, signedInUser, type TestApp } from '../test-support/test-app.js';
import { formHeaders, formRequest, tokenOf } from '../test-support/webapi.js';

jest.setTimeout(30_000);

const password = 'passwort-123';

describe('an admin creates a user: GET /webapi/admin-register-token, POST /webapi/admin-register', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await signedInUser(t, 'admin'));
  });
  afterAll(() => t.close());

  const register = async (form: Record<string, string>, as = cookie, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/webapi/admin-register',
      ...formRequest({ _token: token ?? (await tokenOf(t.app, as, '/webapi/admin-register-token')), ...form }, as),
    });
  const form = (email: string, first = 'ein-gutes-passwort', second = first) => ({
    email,
    'plainPassword[first]': first,
    'plainPassword[second]': second,
  });

  it('creates a user whose address counts as confirmed, who can sign in at once', async () => {
    const response = await register(form('  Neu@Firma.test '));
    expect(response.statusCode).toBe(200);
    const { success, user_id: userId } = response.json();
    expect(success).toBe(true);
    const user = await t.db
      .selectFrom('users')
      .select(['email', 'email_confirmed', 'roles'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ email: 'Neu@Firma.test', email_confirmed: true, roles: [] });
    await expect(signIn(t.app, 'neu@firma.test', 'ein-gutes-passwort')).resolves.toContain('bfsm_session');
  });

  it('says plainly, at the e-mail field, that an address has an account (in any letter case)', async () => {
    await createUser(t.db, { kind: 'classic', email: 'vorhanden@firma.test' });
    const response = await register(form('VORHANDEN@firma.test'));
    expect([response.statusCode, response.json()]).toEqual([
      409,
      { error: 'account-exists', message: 'Für diese E-Mail-Adresse gibt es bereits ein Konto.', target: 'email' },
    ]);
  });

  it('checks the password pair with the wording of the admin form, at its field', async () => {
    expect((await register(form('kurz@firma.test', 'kurz'))).json()).toEqual({
      error: 'invalid-input',
      message: 'Ihr neues Passwort muss mindestens 8 Zeichen lang sein.',
      target: 'plainPassword.first',
    });
    expect((await register(form('anders@firma.test', 'ein-gutes-passwort', 'ein-anderes-passwort'))).json()).toEqual({
      error: 'invalid-input',
      message: 'Die Passwörter stimmen nicht überein.',
      target: 'plainPassword.second',
    });
    expect((await register(form('haeufig@firma.test', 'password1'))).json()).toMatchObject({
      error: 'invalid-input',
      target: 'plainPassword.first',
    });
    expect((await register(form('keine-adresse'))).json()).toMatchObject({ error: 'invalid-input', target: 'email' });
    const created = await t.db
      .selectFrom('users')
      .select('email')
      .where('email', 'in', ['kurz@firma.test', 'anders@firma.test', 'haeufig@firma.test'])
      .execute();
    expect(created).toEqual([]);
  });

  it('refuses a missing or foreign token, anonymous visitors and customers', async () => {
    expect((await register(form('ohne-token@firma.test'), cookie, '')).json().error).toBe('invalid-token');
    expect((await register(form('fremd@firma.test'), cookie, await tokenOf(t.app, cookie, '/webapi/deleteUserToken'))).json().error).toBe(
      'invalid-token',
    );
    const customer = await createUser(t.db, { kind: 'nextOwner', password });
    const customerCookie = await signIn(t.app, customer.email, password);
    expect(
      (await t.app.inject({ method: 'GET', url: '/webapi/admin-register-token', headers: { cookie: customerCookie } })).statusCode,
    ).toBe(403);
    expect((await register(form('kunde@firma.test'), customerCookie, 'egal')).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/webapi/admin-register', headers: formHeaders(), payload: 'email=x%40y.test' }))
        .statusCode,
    ).toBe(401);
    expect(
      await t.db
        .selectFrom('users')
        .select('id')
        .where('email', 'like', '%@firma.test')
        .where('email', 'in', ['ohne-token@firma.test', 'fremd@firma.test', 'kunde@firma.test'])
        .execute(),
    ).toEqual([]);
  });
});
