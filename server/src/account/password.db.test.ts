import { createUser } from '../factories/index.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';
import { formHeaders, formRequest, tokenOf } from '../test-support/webapi.js';

describe('POST /webapi/changePw[/{userId}]', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A small failure limit, so that counting wrong old passwords toward the sign-in throttle shows quickly.
    t = await createTestApp({ env: { LOGIN_MAX_FAILURES: '3' } });
  });
  afterAll(() => t.close());

  const changePwToken = (cookie: string) => tokenOf(t.app, cookie, '/webapi/changePwToken');

  async function changePassword(
    cookie: string,
    fields: { oldPassword?: string; first: string; second?: string; token?: string | null },
    userId?: number,
  ) {
    const payload: Record<string, string> = {
      'plainPassword[first]': fields.first,
      'plainPassword[second]': fields.second ?? fields.first,
    };
    if (fields.oldPassword !== undefined) payload.oldPassword = fields.oldPassword;
    const token = fields.token === undefined ? await changePwToken(cookie) : fields.token;
    if (token !== null) payload._token = token;
    return t.app.inject({
      method: 'POST',
      url: userId === undefined ? '/webapi/changePw' : `/webapi/changePw/${userId}`,
      ...formRequest(payload, cookie),
    });
  }

  const isSignedIn = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/webapi/userinfo', headers: { cookie } })).statusCode === 200;

  it('changes the own password with the old one, keeps this session and ends every other', async () => {
    const user = await createUser(t.db, { kind: 'classic', password: 'altes-passwort' });
    const here = await signIn(t.app, user.email, 'altes-passwort');
    const elsewhere = await signIn(t.app, user.email, 'altes-passwort');

    const response = await changePassword(here, { oldPassword: 'altes-passwort', first: 'neues-passwort' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await isSignedIn(here)).toBe(true);
    expect(await isSignedIn(elsewhere)).toBe(false);
    await signIn(t.app, user.email, 'neues-passwort');
    await expect(signIn(t.app, user.email, 'altes-passwort')).rejects.toThrow('400');
  });

  it('takes the own path with the own id too', async () => {
    const user = await createUser(t.db, { kind: 'trial', password: 'altes-passwort' });
    const cookie = await signIn(t.app, user.email, 'altes-passwort');
    expect((await changePassword(cookie, { first: 'neues-passwort' }, user.id)).json()).toMatchObject({
      error: 'invalid-input',
      target: 'oldPassword',
    });
    expect((await changePassword(cookie, { oldPassword: 'altes-passwort', first: 'neues-passwort' }, user.id)).statusCode).toBe(200);
  });

  it('refuses a wrong old password with a German message at the field and counts it toward the sign-in throttle', async () => {
    const user = await createUser(t.db, { kind: 'classic', password: 'richtiges-passwort' });
    const cookie = await signIn(t.app, user.email, 'richtiges-passwort');
    for (let attempt = 0; attempt < 3; attempt++) {
      const wrong = await changePassword(cookie, { oldPassword: 'geraten', first: 'neues-passwort' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        error: 'invalid-credentials',
        message: 'Ihr bisheriges Passwort ist nicht korrekt.',
        target: 'oldPassword',
      });
    }
    // Locked now: neither the right old password nor a sign-in gets through.
    expect((await changePassword(cookie, { oldPassword: 'richtiges-passwort', first: 'neues-passwort' })).statusCode).toBe(429);
    await expect(signIn(t.app, user.email, 'richtiges-passwort')).rejects.toThrow('429');
    const row = await t.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toBe(user.password_hash);
  });

  it('checks the new password as the form does: missing old one, too short, not repeated', async () => {
    const user = await createUser(t.db, { kind: 'trial', password: 'altes-passwort' });
    const cookie = await signIn(t.app, user.email, 'altes-passwort');
    expect((await changePassword(cookie, { first: 'neues-passwort' })).json()).toEqual({
      error: 'invalid-input',
      message: 'Bitte füllen Sie dieses Feld aus.',
      target: 'oldPassword',
    });
    expect((await changePassword(cookie, { oldPassword: 'altes-passwort', first: 'kurz' })).json()).toEqual({
      error: 'invalid-input',
      message: 'Ihr neues Passwort muss mindestens 8 Zeichen lang sein.',
      target: 'plainPassword.first',
    });
    expect(
      (await changePassword(cookie, { oldPassword: 'altes-passwort', first: 'neues-passwort', second: 'anderes-passwort' })).json(),
    ).toEqual({
      error: 'invalid-input',
      message: 'Die neuen Passwörter stimmen nicht überein.',
      target: 'plainPassword.second',
    });
    await signIn(t.app, user.email, 'altes-passwort');
  });

  it('refuses a missing or foreign token', async () => {
    const user = await createUser(t.db, { kind: 'trial', password: 'altes-passwort' });
    const cookie = await signIn(t.app, user.email, 'altes-passwort');
    const other = await createUser(t.db, { kind: 'trial', password: 'altes-passwort' });
    const foreignToken = await changePwToken(await signIn(t.app, other.email, 'altes-passwort'));
    for (const token of [null, foreignToken]) {
      const response = await changePassword(cookie, { oldPassword: 'altes-passwort', first: 'neues-passwort', token });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('invalid-token');
    }
  });

  it('refuses anonymous visitors, other customers and limited users', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/webapi/changePw', headers: formHeaders(), payload: 'oldPassword=x' });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/webapi/changePwToken' })).statusCode).toBe(401);

    const customer = await createUser(t.db, { kind: 'classic', password: 'kunden-passwort' });
    const victim = await createUser(t.db, { kind: 'classic', password: 'opfer-passwort' });
    const foreign = await changePassword(await signIn(t.app, customer.email, 'kunden-passwort'), { first: 'gekapert-123' }, victim.id);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe('forbidden');
    await signIn(t.app, victim.email, 'opfer-passwort');

    const limited = await createUser(t.db, { kind: 'limited', password: 'schulungs-passwort' });
    const refused = await changePassword(await signIn(t.app, limited.email, 'schulungs-passwort'), {
      oldPassword: 'schulungs-passwort',
      first: 'eigenes-passwort',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'limited-user', message: 'Das Passwort dieses Kontos kann nicht geändert werden.' });
    await signIn(t.app, limited.email, 'schulungs-passwort');
  });

  it('waits for consent to the current terms', async () => {
    const user = await createUser(t.db, { kind: 'trial', password: 'altes-passwort', acceptedTerms: false });
    const response = await changePassword(await signIn(t.app, user.email, 'altes-passwort'), {
      oldPassword: 'altes-passwort',
      first: 'neues-passwort',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('terms-consent');
  });

  it("lets an admin set another user's password without the old one, ending all of that user's sessions", async () => {
    const admin = await createUser(t.db, { kind: 'admin', password: 'admin-passwort' });
    const adminCookie = await signIn(t.app, admin.email, 'admin-passwort');
    const customer = await createUser(t.db, { kind: 'limited', password: 'kunden-passwort' });
    const customerCookie = await signIn(t.app, customer.email, 'kunden-passwort');

    const response = await changePassword(adminCookie, { oldPassword: 'egal', first: 'vom-admin-gesetzt' }, customer.id);
    expect(response.statusCode).toBe(200);
    expect(await isSignedIn(customerCookie)).toBe(false);
    expect(await isSignedIn(adminCookie)).toBe(true);
    await signIn(t.app, customer.email, 'vom-admin-gesetzt');

    expect((await changePassword(adminCookie, { first: 'vom-admin-gesetzt' }, 999_999)).statusCode).toBe(404);
    // His own password needs the old one, as for everybody.
    expect((await changePassword(adminCookie, { oldPassword: 'falsch', first: 'neues-admin-passwort' })).statusCode).toBe(400);
  });
});
