import { issueCode } from '../codes/one-time-codes.js';
import {
  addPoolMember,
  createDevice,
  createFeature,
  createInvitation,
  createPool,
  createUser,
  setUserFeature,
} from '../factories/index.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';
import { tokenOf } from '../test-support/webapi.js';

// The app and signed-in admins per suite: seconds on two shared cores.
jest.setTimeout(30_000);

const password = 'passwort-123';

describe('the administration block of a profile', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let adminCookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.db, { kind: 'admin', password });
    adminCookie = await signIn(t.app, admin.email, password);
  });
  afterAll(() => t.close());

  const user = (id: number) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  const adminInfo = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/webapi/admin-userinfo/${id}`, headers: { cookie: adminCookie } })).json();

  describe('manual e-mail confirmation: POST /webapi/admin-confirm-mail/{userId}', () => {
    it('is offered while the address is unconfirmed with an outstanding link, and never hands out the code', async () => {
      const customer = await createUser(t.db, { kind: 'trial', emailConfirmed: false });
      expect((await adminInfo(customer.id)).emailConfirmPending).toBe(false);
      const code = await issueCode(t.db, customer.id, 'confirm-email', 60);
      const info = await adminInfo(customer.id);
      expect(info).toMatchObject({ emailConfirmed: false, emailConfirmPending: true });
      expect(JSON.stringify(info)).not.toContain(code);
    });

    it('confirms the address, sends the welcome mail once, and the user’s own link then sends no second one', async () => {
      const customer = await createUser(t.db, { kind: 'trial', emailConfirmed: false, email: 'unbestaetigt@kunde.test' });
      const code = await issueCode(t.db, customer.id, 'confirm-email', 60);
      const response = await t.app.inject({
        method: 'POST',
        url: `/webapi/admin-confirm-mail/${customer.id}`,
        headers: { cookie: adminCookie },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      expect((await user(customer.id))?.email_confirmed).toBe(true);
      expect((await adminInfo(customer.id)).emailConfirmPending).toBe(false);

      expect((await t.app.inject({ method: 'POST', url: `/webapi/confirm-mail/${code}` })).statusCode).toBe(200);
      const welcomes = await t.db
        .selectFrom('outgoing_mails')
        .select('id')
        .where('to_address', '=', 'unbestaetigt@kunde.test')
        .where('slug', '=', 'welcome')
        .execute();
      expect(welcomes).toHaveLength(1);
    });

    it('answers 404 for an unknown user and refuses anyone but admins', async () => {
      expect(
        (await t.app.inject({ method: 'POST', url: '/webapi/admin-confirm-mail/999999', headers: { cookie: adminCookie } })).statusCode,
      ).toBe(404);
      const customer = await createUser(t.db, { kind: 'trial', emailConfirmed: false });
      expect((await t.app.inject({ method: 'POST', url: `/webapi/admin-confirm-mail/${customer.id}` })).statusCode).toBe(401);
      for (const kind of ['classic', 'limited'] as const) {
        const other = await createUser(t.db, { kind, password });
        const cookie = await signIn(t.app, other.email, password);
        expect(
          (await t.app.inject({ method: 'POST', url: `/webapi/admin-confirm-mail/${customer.id}`, headers: { cookie } })).statusCode,
        ).toBe(403);
      }
      const foreign = await t.app.inject({
        method: 'POST',
        url: `/webapi/admin-confirm-mail/${customer.id}`,
        headers: { cookie: adminCookie, origin: 'https://boese.example' },
      });
      expect(foreign.json().error).toBe('invalid-origin');
      expect((await user(customer.id))?.email_confirmed).toBe(false);
    });
  });

  describe('admin rights: POST /webapi/users/makeAdmin|deleteAdmin/{id}/{token}', () => {
    const rights = async (action: 'makeAdmin' | 'deleteAdmin', id: number, cookie = adminCookie, token?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/webapi/users/${action}/${id}/${token ?? (await tokenOf(t.app, cookie, '/webapi/adminRightsToken'))}`,
        headers: { cookie },
      });

    it('grants and revokes admin rights, which take effect at the next call', async () => {
      const customer = await createUser(t.db, { kind: 'classic', password });
      const cookie = await signIn(t.app, customer.email, password);
      expect((await rights('makeAdmin', customer.id)).json()).toEqual({ success: true });
      expect((await rights('makeAdmin', customer.id)).statusCode).toBe(200);
      expect((await user(customer.id))?.roles).toEqual(['ROLE_ADMIN']);
      expect((await t.app.inject({ method: 'GET', url: '/webapi/admin/users/all', headers: { cookie } })).statusCode).toBe(200);

      expect((await rights('deleteAdmin', customer.id)).json()).toEqual({ success: true });
      expect((await user(customer.id))?.roles).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: '/webapi/admin/users/all', headers: { cookie } })).statusCode).toBe(403);
    });

    it('refuses an admin revoking his own rights, so the last admin stays', async () => {
      const alone = await createTestApp();
      try {
        const onlyAdmin = await createUser(alone.db, { kind: 'admin', password });
        const cookie = await signIn(alone.app, onlyAdmin.email, password);
        const token = await tokenOf(alone.app, cookie, '/webapi/adminRightsToken');
        const response = await alone.app.inject({
          method: 'POST',
          url: `/webapi/users/deleteAdmin/${onlyAdmin.id}/${token}`,
          headers: { cookie },
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ error: 'forbidden', message: 'Ihre eigenen Admin-Rechte können Sie nicht entziehen.' });
        const users = await alone.db.selectFrom('users').select(['id', 'roles']).execute();
        expect(users).toEqual([{ id: onlyAdmin.id, roles: ['ROLE_ADMIN'] }]);
      } finally {
        await alone.close();
      }
    });

    it('refuses a missing or foreign token, an unknown user, and anyone but admins', async () => {
      const customer = await createUser(t.db, { kind: 'classic', password });
      const cookie = await signIn(t.app, customer.email, password);
      const foreignToken = await tokenOf(t.app, adminCookie, '/webapi/featuresToken');
      for (const token of ['gefaelscht', foreignToken])
        expect((await rights('makeAdmin', customer.id, adminCookie, token)).json().error).toBe('invalid-token');
      expect(
        (await t.app.inject({ method: 'POST', url: `/webapi/users/makeAdmin/${customer.id}`, headers: { cookie: adminCookie } }))
          .statusCode,
      ).toBe(404);
      expect((await rights('makeAdmin', 999999)).statusCode).toBe(404);
      expect((await rights('deleteAdmin', 999999)).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/webapi/adminRightsToken' })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: `/webapi/users/makeAdmin/${customer.id}/egal` })).statusCode).toBe(401);
      const limited = await createUser(t.db, { kind: 'limited', password });
      for (const other of [cookie, await signIn(t.app, limited.email, password)]) {
        expect((await t.app.inject({ method: 'GET', url: '/webapi/adminRightsToken', headers: { cookie: other } })).statusCode).toBe(403);
        expect((await rights('makeAdmin', customer.id, other, 'egal')).statusCode).toBe(403);
        expect((await rights('deleteAdmin', admin.id, other, 'egal')).statusCode).toBe(403);
      }
      expect((await user(customer.id))?.roles).toEqual([]);
      expect((await user(admin.id))?.roles).toEqual(['ROLE_ADMIN']);
    });
  });

  describe('account deletion: DELETE /webapi/users/{id}?token', () => {
    const remove = async (id: number, cookie = adminCookie, token?: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/webapi/users/${id}?token=${token ?? (await tokenOf(t.app, cookie, '/webapi/deleteUserToken'))}`,
        headers: { cookie },
      });
    const count = async (
      table: 'sessions' | 'devices' | 'one_time_codes' | 'user_features' | 'pool_members' | 'outgoing_mails',
      userId: number,
    ) => (await t.db.selectFrom(table).select('user_id').where('user_id', '=', userId).execute()).length;

    it('deletes a customer with sessions, devices, codes, feature states, mails and pool membership; the licence goes back to the pool', async () => {
      const owner = await createUser(t.db, { kind: 'nextOwner' });
      const pool = await createPool(t.db, { owner });
      const customer = await createUser(t.db, { kind: 'insight', password });
      const membership = await addPoolMember(t.db, { pool, user: customer, licenseType: 8 });
      const cookie = await signIn(t.app, customer.email, password);
      await createDevice(t.db, { user: customer });
      await issueCode(t.db, customer.id, 'reset-password', 60);
      await setUserFeature(t.db, { user: customer, feature: await createFeature(t.db, { name: 'loeschprobe' }), enabled: true });
      await t.db
        .insertInto('outgoing_mails')
        .values({ user_id: customer.id, slug: 'welcome', to_address: customer.email, subject: 'x', html: 'x', text_body: 'x' })
        .execute();

      expect((await remove(customer.id)).json()).toEqual({ success: true });
      expect(await user(customer.id)).toBeUndefined();
      for (const table of ['sessions', 'devices', 'one_time_codes', 'user_features', 'pool_members', 'outgoing_mails'] as const)
        expect({ table, rows: await count(table, customer.id) }).toEqual({ table, rows: 0 });
      const license = await t.db.selectFrom('licenses').selectAll().where('id', '=', membership.license.id).executeTakeFirst();
      expect(license).toMatchObject({ pool_id: pool.id, user_id: null });
      expect((await t.app.inject({ method: 'GET', url: '/webapi/userinfo', headers: { cookie } })).statusCode).toBe(401);
    });

    it("deletes a pool owner's pool with its licences and invitations; its members keep their accounts without licence and are told", async () => {
      const owner = await createUser(t.db, { kind: 'nextOwner' });
      const pool = await createPool(t.db, { owner, licenses: [{ licenseType: 9, count: 1 }] });
      const member = await createUser(t.db, { kind: 'onSite', email: 'mitglied@kunde.test' });
      await addPoolMember(t.db, { pool, user: member, licenseType: 9 });
      await createInvitation(t.db, { pool, email: 'eingeladen@kunde.test', licenseType: 8 });

      expect((await remove(owner.id)).statusCode).toBe(200);
      expect(await t.db.selectFrom('pools').select('id').where('id', '=', pool.id).executeTakeFirst()).toBeUndefined();
      expect(await t.db.selectFrom('licenses').select('id').where('pool_id', '=', pool.id).execute()).toEqual([]);
      expect(await t.db.selectFrom('invitations').select('id').where('pool_id', '=', pool.id).execute()).toEqual([]);
      expect(await user(member.id)).toMatchObject({ license_type: 2, license_expiration: null });
      const mail = await t.db
        .selectFrom('outgoing_mails')
        .select(['slug', 'subject'])
        .where('to_address', '=', 'mitglied@kunde.test')
        .executeTakeFirst();
      expect(mail).toEqual({ slug: 'license-removed', subject: 'Ihre Lizenz wurde entfernt' });
    });

    it('deletes another admin, but never the own account', async () => {
      const otherAdmin = await createUser(t.db, { kind: 'admin' });
      expect((await remove(otherAdmin.id)).statusCode).toBe(200);
      const own = await remove(admin.id);
      expect(own.statusCode).toBe(403);
      expect(own.json()).toEqual({ error: 'forbidden', message: 'Ihr eigenes Konto können Sie nicht löschen.' });
      expect(await user(admin.id)).toBeDefined();
    });

    it('refuses a missing or wrong token, an unknown id, and anyone but admins', async () => {
      const customer = await createUser(t.db, { kind: 'classic', password });
      const noToken = await t.app.inject({ method: 'DELETE', url: `/webapi/users/${customer.id}`, headers: { cookie: adminCookie } });
      expect(noToken.json().error).toBe('invalid-token');
      expect((await remove(customer.id, adminCookie, await tokenOf(t.app, adminCookie, '/webapi/adminRightsToken'))).json().error).toBe(
        'invalid-token',
      );
      expect((await remove(999999)).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'DELETE', url: `/webapi/users/${customer.id}?token=x` })).statusCode).toBe(401);
      const limited = await createUser(t.db, { kind: 'limited', password });
      for (const cookie of [await signIn(t.app, customer.email, password), await signIn(t.app, limited.email, password)]) {
        expect((await t.app.inject({ method: 'GET', url: '/webapi/deleteUserToken', headers: { cookie } })).statusCode).toBe(403);
        expect((await remove(customer.id, cookie, 'egal')).statusCode).toBe(403);
      }
      expect(await user(customer.id)).toBeDefined();
    });
  });
});
