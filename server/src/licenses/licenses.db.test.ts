import { LICENSE } from '@bfsm/api-adapter';
import { addPoolMember, createInvitation, createPool, createUser } from '../factories/index.js';
import { mailsTo } from '../pools/test-support/pool-scene.js';
import { signIn } from '../test-support/test-app.js';
import { createTestAppWithMail, type TestAppWithMail } from '../test-support/test-app-with-mail.js';
import { formRequest, tokenOf } from '../test-support/webapi.js';

jest.setTimeout(30_000);

const password = 'passwort-123';

describe('the admin licence screen: GET, POST and DELETE /webapi/license/{id}', () => {
  let t: TestAppWithMail;
  let cookie: string;
  let customerCookie: string;
  beforeAll(async () => {
    t = await createTestAppWithMail();
    const admin = await createUser(t.db, { kind: 'admin', password });
    cookie = await signIn(t.app, admin.email, password);
    const customer = await createUser(t.db, { kind: 'nextOwner', password });
    customerCookie = await signIn(t.app, customer.email, password);
  });
  afterAll(async () => {
    await t.close();
  });

  async function poolScene() {
    const owner = await createUser(t.db, { kind: 'nextOwner' });
    const pool = await createPool(t.db, { owner, licenses: [{ licenseType: LICENSE.insight, count: 2, expiration: '2027-03-31' }] });
    return { owner, pool, free: pool.licenses[0]!, other: pool.licenses[1]! };
  }
  const read = (id: number, as = cookie) => t.app.inject({ method: 'GET', url: `/webapi/license/${id}`, headers: { cookie: as } });
  const save = async (id: number, form: Record<string, string>, as = cookie, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/webapi/license/${id}`,
      ...formRequest({ _token: token ?? (await tokenOf(t.app, as, '/webapi/licenseToken')), ...form }, as),
    });
  const remove = async (id: number, as = cookie, token?: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/webapi/license/${id}?token=${token ?? (await tokenOf(t.app, as, '/webapi/licenseToken'))}`,
      headers: { cookie: as },
    });

  it('reads a free pool licence with its owner', async () => {
    const { owner, free } = await poolScene();
    expect((await read(free.id)).json()).toEqual({
      id: free.id,
      user: null,
      owner: { id: owner.id, email: owner.email },
      licenseType: LICENSE.insight,
      expiration: '2027-03-31',
    });
  });

  it('changes type and expiry, clears the expiry, and the holder’s licence follows', async () => {
    const { pool } = await poolScene();
    const member = await createUser(t.db, { kind: 'none' });
    const held = await addPoolMember(t.db, { pool, user: member, licenseType: LICENSE.insight });
    expect((await save(held.license.id, { licensetype: String(LICENSE.onSite), expiration: '2028-01-15' })).json()).toEqual({
      success: true,
      message: 'Erfolgreich gespeichert.',
    });
    expect((await read(held.license.id)).json()).toMatchObject({
      user: { id: member.id },
      licenseType: LICENSE.onSite,
      expiration: '2028-01-15',
    });
    const holder = await t.db
      .selectFrom('users')
      .select(['license_type', 'license_expiration'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(holder).toEqual({ license_type: LICENSE.onSite, license_expiration: '2028-01-15' });
    await save(held.license.id, { licensetype: String(LICENSE.onSite), expiration: '' });
    expect((await read(held.license.id)).json().expiration).toBeNull();
  });

  it('refuses a missing type, a date before 2024-09-01 and an unknown type, at their fields', async () => {
    const { free } = await poolScene();
    expect((await save(free.id, { expiration: '2027-01-01' })).json()).toMatchObject({ error: 'invalid-input', target: 'licensetype' });
    expect((await save(free.id, { licensetype: '6', expiration: '2024-08-31' })).json()).toMatchObject({
      error: 'invalid-input',
      target: 'expiration',
      message: 'Das Datum darf nicht vor dem 01.09.2024 liegen.',
    });
    expect((await save(free.id, { licensetype: '4' })).json()).toMatchObject({ error: 'invalid-input', target: 'licensetype' });
    expect((await read(free.id)).json()).toMatchObject({ licenseType: LICENSE.insight, expiration: '2027-03-31' });
  });

  it('deletes a free licence; it is gone from its pool', async () => {
    const { free, other } = await poolScene();
    expect((await remove(free.id)).json()).toEqual({ success: true });
    expect((await read(free.id)).statusCode).toBe(404);
    expect((await read(other.id)).statusCode).toBe(200);
  });

  it('deleting a member’s licence takes it from him and tells him by the license-removed mail', async () => {
    const { pool } = await poolScene();
    const member = await createUser(t.db, { kind: 'none', greeting: 'Herr', lastName: 'Viewer' });
    const held = await addPoolMember(t.db, { pool, user: member, licenseType: LICENSE.insight });
    expect((await remove(held.license.id)).statusCode).toBe(200);
    const user = await t.db
      .selectFrom('users')
      .select(['license_type', 'license_expiration'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ license_type: LICENSE.none, license_expiration: null });
    expect(await t.db.selectFrom('pool_members').select('user_id').where('user_id', '=', member.id).execute()).toEqual([]);
    const [mail] = await mailsTo(t, member.email, 'license-removed');
    expect(mail?.subject).toBe('Ihre Lizenz wurde entfernt');
    expect(mail?.text).toContain('Sehr geehrter Herr Viewer,');
  });

  it('revokes a pending invitation that had reserved the deleted licence', async () => {
    const { pool, free } = await poolScene();
    const invitation = await createInvitation(t.db, {
      pool,
      email: 'eingeladen@viewer.test',
      licenseType: LICENSE.insight,
      licenseId: free.id,
    });
    await remove(free.id);
    expect((await t.db.selectFrom('invitations').select('status').where('id', '=', invitation.id).executeTakeFirstOrThrow()).status).toBe(
      'revoked',
    );
  });

  it('answers 404 for an unknown licence', async () => {
    expect((await read(999_999)).statusCode).toBe(404);
    expect((await save(999_999, { licensetype: '6' })).statusCode).toBe(404);
    expect((await remove(999_999)).statusCode).toBe(404);
  });

  it('refuses a missing or foreign token, anonymous visitors and customers', async () => {
    const { free } = await poolScene();
    const foreign = await tokenOf(t.app, cookie, '/webapi/deleteUserToken');
    expect((await save(free.id, { licensetype: '6' }, cookie, foreign)).json().error).toBe('invalid-token');
    expect((await t.app.inject({ method: 'DELETE', url: `/webapi/license/${free.id}`, headers: { cookie } })).json().error).toBe(
      'invalid-token',
    );
    expect((await t.app.inject({ method: 'GET', url: `/webapi/license/${free.id}` })).statusCode).toBe(401);
    expect((await read(free.id, customerCookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/webapi/licenseToken', headers: { cookie: customerCookie } })).statusCode).toBe(403);
    expect((await save(free.id, { licensetype: '6' }, customerCookie, 'egal')).statusCode).toBe(403);
    expect((await remove(free.id, customerCookie, 'egal')).statusCode).toBe(403);
    expect((await read(free.id)).json().licenseType).toBe(LICENSE.insight);
  });
});
