import { createUser } from '../factories/index.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';
import { formHeaders, formRequest, tokenOf } from '../test-support/webapi.js';

// The app and a signed-in admin per suite: seconds on two shared cores.
jest.setTimeout(30_000);

const password = 'passwort-123';

/** The profile form with its admin area, as the admin's browser sends it. */
function adminForm(fields: Record<string, string>): Record<string, string> {
  return {
    greeting: 'Frau',
    firstName: 'Erika',
    lastName: 'Muster',
    licenseType: '6',
    currentLicenseExpiration: '2027-03-31',
    maximumAPIKeys: '0',
    ...fields,
  };
}

describe('the admin area of the profile: GET /webapi/admin-userinfo/{id} and POST /webapi/admin_account/{userId}', () => {
  let t: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createUser(t.db, { kind: 'admin', password });
    adminCookie = await signIn(t.app, admin.email, password);
  });
  afterAll(() => t.close());

  const row = (id: number) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  async function save(userId: number, fields: Record<string, string>, cookie = adminCookie) {
    const token = await tokenOf(t.app, cookie, '/webapi/userDetailsToken');
    return t.app.inject({
      method: 'POST',
      url: `/webapi/admin_account/${userId}`,
      ...formRequest({ ...fields, _token: token }, cookie),
    });
  }

  it('shows an admin the admin data of a user', async () => {
    const user = await createUser(t.db, {
      kind: 'classic',
      maxDevices: 3,
      maximumApiKeys: 2,
      freeAccount: true,
      licenseExpiration: '2026-12-31',
    });
    const response = await t.app.inject({ method: 'GET', url: `/webapi/admin-userinfo/${user.id}`, headers: { cookie: adminCookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      licenseType: 3,
      currentLicenseExpiration: '2026-12-31',
      disableEmail: false,
      fixedPasswordAccount: false,
      freeAccount: true,
      maximumAPIKeys: 2,
      maximumAllowedDevices: 3,
      emailConfirmed: true,
      emailConfirmPending: false,
    });
    expect((await t.app.inject({ method: 'GET', url: '/webapi/admin-userinfo/999999', headers: { cookie: adminCookie } })).statusCode).toBe(
      404,
    );
  });

  it('saves the profile fields and every admin field', async () => {
    const user = await createUser(t.db, { kind: 'classic', emailConfirmed: false });
    const response = await save(
      user.id,
      adminForm({
        greeting: 'Herr Dr.',
        lastName: 'Neu',
        licenseType: '3',
        currentLicenseExpiration: '2024-09-01',
        disableEmail: '1',
        fixedPasswordAccount: '1',
        freeAccount: '1',
        maximumAPIKeys: '5',
        emailConfirmed: '1',
        maximumAllowedDevices: '4',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Erfolgreich gespeichert.' });
    expect(await row(user.id)).toMatchObject({
      greeting: 'Herr Dr.',
      last_name: 'Neu',
      license_type: 3,
      license_expiration: '2024-09-01',
      disable_email: true,
      fixed_password_account: true,
      free_account: true,
      maximum_api_keys: 5,
      email_confirmed: true,
      max_devices: 4,
    });
  });

  it("clears the expiry ('Datum löschen'), unchecks boxes left out and keeps the device number when it is not sent", async () => {
    const user = await createUser(t.db, { kind: 'classic', maxDevices: 3, freeAccount: true, disableEmail: true });
    expect((await save(user.id, adminForm({ licenseType: '6', currentLicenseExpiration: '', emailConfirmed: '1' }))).statusCode).toBe(200);
    expect(await row(user.id)).toMatchObject({
      license_type: 6,
      license_expiration: null,
      free_account: false,
      disable_email: false,
      max_devices: 3,
      maximum_api_keys: 0,
    });
  });

  it.each([
    ['currentLicenseExpiration', '2024-08-31', 'Das Datum darf nicht vor dem 01.09.2024 liegen.'],
    ['currentLicenseExpiration', '31.12.2026', 'Bitte geben Sie ein gültiges Datum ein.'],
    ['currentLicenseExpiration', '2026-02-30', 'Bitte geben Sie ein gültiges Datum ein.'],
    ['licenseType', '4', 'Bitte wählen Sie einen Lizenztyp.'],
    ['licenseType', '', 'Bitte wählen Sie einen Lizenztyp.'],
    ['maximumAPIKeys', '-1', 'Bitte geben Sie eine ganze Zahl ab 0 ein.'],
    ['maximumAPIKeys', '1.5', 'Bitte geben Sie eine ganze Zahl ab 0 ein.'],
    ['maximumAPIKeys', 'viele', 'Bitte geben Sie eine ganze Zahl ab 0 ein.'],
    ['maximumAllowedDevices', '-2', 'Bitte geben Sie eine ganze Zahl ab 0 ein.'],
    ['maximumAllowedDevices', '3000000000', 'Bitte geben Sie höchstens 1.000.000 ein.'],
    ['greeting', 'Mr', 'Bitte wählen Sie eine Anrede.'],
  ])('refuses %s = %p with a German message naming the field, and changes nothing', async (field, value, message) => {
    const user = await createUser(t.db, { kind: 'classic', lastName: 'Vorher', licenseExpiration: '2026-06-30' });
    const response = await save(user.id, adminForm({ lastName: 'Nachher', [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid-input', message, target: field });
    expect(await row(user.id)).toMatchObject({ last_name: 'Vorher', license_expiration: '2026-06-30', license_type: 3 });
  });

  it('answers 404 for an unknown user', async () => {
    expect((await save(999999, adminForm({}))).statusCode).toBe(404);
  });

  it('refuses both calls to anonymous visitors, customers and limited users, and a save without its token', async () => {
    const target = await createUser(t.db, { kind: 'trial', maximumApiKeys: 0 });
    expect((await t.app.inject({ method: 'GET', url: `/webapi/admin-userinfo/${target.id}` })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/webapi/admin_account/${target.id}`,
          headers: formHeaders(),
          payload: 'maximumAPIKeys=9',
        })
      ).statusCode,
    ).toBe(401);
    for (const kind of ['trial', 'limited'] as const) {
      const customer = await createUser(t.db, { kind, password });
      const cookie = await signIn(t.app, customer.email, password);
      for (const id of [target.id, customer.id]) {
        expect((await t.app.inject({ method: 'GET', url: `/webapi/admin-userinfo/${id}`, headers: { cookie } })).statusCode).toBe(403);
        const refused = await save(id, adminForm({ maximumAPIKeys: '9', licenseType: '6' }), cookie);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().error).toBe('forbidden');
      }
    }
    const withoutToken = await t.app.inject({
      method: 'POST',
      url: `/webapi/admin_account/${target.id}`,
      ...formRequest(adminForm({ maximumAPIKeys: '9' }), adminCookie),
    });
    expect(withoutToken.statusCode).toBe(403);
    expect(withoutToken.json().error).toBe('invalid-token');
    expect((await row(target.id)).maximum_api_keys).toBe(0);
  });
});
