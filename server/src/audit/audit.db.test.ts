import { sql } from 'kysely';
import { allCalls } from '@bfsm/api-adapter';
import { issueCode } from '../codes/one-time-codes.js';
import { addPoolMember, createDevice, createFeature, createPool, createUser } from '../factories/index.js';
import { createTestApp, signIn, signedInUser, type TestApp } from '../test-support/test-app.js';
import { postForm, tokenOf } from '../test-support/webapi.js';
import { setNewPasswordThroughForm } from '../registration/test-support/register-through-form.js';
import { deleteExpiredAuditEntries, deletedUserPseudonym } from './audit-maintenance.js';

jest.setTimeout(60_000);

const password = 'passwort-123';
describe('the audit timeline', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ user: admin, cookie } = await signedInUser(t, 'admin'));
  });
  afterAll(() => t.close());

  const post = (url: string, fields: Record<string, string>, withCookie: string | undefined = cookie) =>
    postForm(t.app, url, { form: fields, cookie: withCookie });
  const token = (path: string) => tokenOf(t.app, cookie, path);

  /** Runs an action and answers the entries it left, whoever they are about. */
  async function entriesOf(action: () => Promise<{ statusCode: number; body: string }>) {
    const { max } = await t.db
      .selectFrom('audit_events')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    const response = await action();
    expect([response.statusCode, response.body]).toEqual([200, expect.anything()]);
    return t.db
      .selectFrom('audit_events')
      .selectAll()
      .where('id', '>', Number(max ?? 0))
      .orderBy('id')
      .execute();
  }

  const byAdmin = { actor_id: expect.any(Number), actor_email: expect.any(String), address: '127.0.0.1' };

  it('records a licence change with the values before and after, and nothing for a save that changes no licence', async () => {
    const user = await createUser(t.db, { kind: 'trial', password, licenseExpiration: '2026-12-01' });
    const save = async (fields: Record<string, string>) =>
      post(`/webapi/admin_account/${user.id}`, { ...fields, _token: await token('/webapi/userDetailsToken') });
    const fields = { licenseType: '3', currentLicenseExpiration: '2027-06-30', maximumAPIKeys: '1', emailConfirmed: '1' };
    const entries = await entriesOf(() => save(fields));
    expect(entries).toEqual([
      expect.objectContaining({
        ...byAdmin,
        actor_id: admin.id,
        kind: 'license-changed',
        subject_id: user.id,
        subject_email: user.email,
        before: { licenseType: 1, licenseExpiration: '2026-12-01' },
        after: { licenseType: 3, licenseExpiration: '2027-06-30' },
      }),
    ]);
    expect(await entriesOf(() => save({ ...fields, firstName: 'Neu' }))).toEqual([]);
  });

  it('records admin rights granted and revoked', async () => {
    const user = await createUser(t.db, { kind: 'classic' });
    const granted = await entriesOf(async () =>
      t.app.inject({
        method: 'POST',
        url: `/webapi/users/makeAdmin/${user.id}/${await token('/webapi/adminRightsToken')}`,
        headers: { cookie },
      }),
    );
    expect(granted).toEqual([
      expect.objectContaining({ ...byAdmin, kind: 'admin-granted', subject_id: user.id, before: { admin: false }, after: { admin: true } }),
    ]);
    const revoked = await entriesOf(async () =>
      t.app.inject({
        method: 'POST',
        url: `/webapi/users/deleteAdmin/${user.id}/${await token('/webapi/adminRightsToken')}`,
        headers: { cookie },
      }),
    );
    expect(revoked).toEqual([
      expect.objectContaining({ kind: 'admin-revoked', subject_id: user.id, before: { admin: true }, after: { admin: false } }),
    ]);
  });

  it('records a manual e-mail confirmation once', async () => {
    const user = await createUser(t.db, { kind: 'trial', emailConfirmed: false });
    const confirm = () => t.app.inject({ method: 'POST', url: `/webapi/admin-confirm-mail/${user.id}`, headers: { cookie } });
    expect(await entriesOf(confirm)).toEqual([
      expect.objectContaining({
        kind: 'email-confirmed-by-admin',
        subject_id: user.id,
        before: { emailConfirmed: false },
        after: { emailConfirmed: true },
      }),
    ]);
    expect(await entriesOf(confirm)).toEqual([]);
  });

  it('records feature toggles', async () => {
    const user = await createUser(t.db, { kind: 'classic' });
    const feature = await createFeature(t.db, { name: `audit-feature-${user.id}` });
    const enabled = await entriesOf(async () =>
      t.app.inject({
        method: 'GET',
        url: `/webapi/enableFeature/${feature.name}/${user.id}?token=${await token('/webapi/featuresToken')}`,
        headers: { cookie },
      }),
    );
    expect(enabled).toEqual([
      expect.objectContaining({
        kind: 'feature-toggled',
        subject_id: user.id,
        before: { feature: feature.name, enabled: false },
        after: { feature: feature.name, enabled: true },
      }),
    ]);
  });

  it('records an admin device deactivation, not the owner’s request', async () => {
    const user = await createUser(t.db, { kind: 'classic', password });
    const device = await createDevice(t.db, { user, name: 'Büro-PC' });
    const deactivate = (who: string, isAdmin: boolean) => () =>
      t.app.inject({
        method: 'POST',
        url: `/webapi/request-delete-activated-device/${device.id}`,
        headers: { cookie: who, 'content-type': 'application/json' },
        payload: JSON.stringify({ isAdmin }),
      });
    expect(await entriesOf(deactivate(await signIn(t.app, user.email, password), false))).toEqual([]);
    const entries = await entriesOf(deactivate(cookie, true));
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'device-deactivated-by-admin',
        subject_id: user.id,
        before: expect.objectContaining({ device: 'Büro-PC', deactivationRequested: true }),
        after: null,
      }),
    ]);
  });

  it('records a password set by an admin, never the password', async () => {
    const user = await createUser(t.db, { kind: 'classic' });
    const entries = await entriesOf(async () =>
      post(`/webapi/changePw/${user.id}`, {
        'plainPassword[first]': 'ganz-neu-123',
        'plainPassword[second]': 'ganz-neu-123',
        _token: await token('/webapi/changePwToken'),
      }),
    );
    expect(entries).toEqual([
      expect.objectContaining({ kind: 'password-changed-by-admin', subject_id: user.id, before: null, after: { passwordSet: true } }),
    ]);
    expect(JSON.stringify(entries)).not.toContain('ganz-neu-123');
  });

  it('records a password reset through the mail link', async () => {
    const user = await createUser(t.db, { kind: 'classic' });
    const code = await issueCode(t.db, user.id, 'reset-password', 60);
    const entries = await entriesOf(() => setNewPasswordThroughForm(t.app, code, 'zurueck-123'));
    // The session the link opens is a sign-in like any other (the session gate records each one).
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'password-reset',
        actor_id: user.id,
        subject_id: user.id,
        after: { passwordSet: true, via: 'mail-link' },
      }),
      expect.objectContaining({ kind: 'sign-in', actor_id: user.id, subject_id: user.id, after: { outcome: 'success', via: 'mail-link' } }),
    ]);
  });

  it('records a pool licence created by an admin', async () => {
    const owner = await createUser(t.db, { kind: 'classic', licenseType: 6 });
    const pool = await createPool(t.db, { owner });
    const member = await createUser(t.db, { kind: 'insight' });
    await addPoolMember(t.db, { pool, user: member, licenseType: 8 });
    const entries = await entriesOf(async () =>
      post(`/webapi/create-license/${pool.id}`, {
        userid: String(member.id),
        licensetype: '8',
        expiration: '2027-03-31',
        _token: await token('/webapi/poolToken'),
      }),
    );
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'pool-license-created',
        subject_id: member.id,
        before: null,
        after: expect.objectContaining({ poolId: pool.id, licenseType: 8, expiration: '2027-03-31' }),
      }),
    ]);
  });

  it('records sign-ins with their outcome, never an unknown address', async () => {
    const user = await createUser(t.db, { kind: 'classic', password });
    const signInWith = (username: string, secret: string) => () =>
      post('/check-login', { username, password: secret }, '').then((response) => ({
        ...response,
        statusCode: response.statusCode === 400 ? 200 : response.statusCode,
      }));
    expect(await entriesOf(signInWith(user.email, 'falsch-123'))).toEqual([
      expect.objectContaining({ kind: 'sign-in', actor_id: null, subject_id: user.id, after: { outcome: 'wrong-password' } }),
    ]);
    expect(await entriesOf(signInWith(user.email, password))).toEqual([
      expect.objectContaining({ kind: 'sign-in', actor_id: user.id, subject_id: user.id, after: { outcome: 'success' } }),
    ]);
    expect(await entriesOf(signInWith('niemand@example.test', password))).toEqual([]);
  });

  it('records an account deletion and puts a pseudonym in place of the deleted user’s addresses', async () => {
    const user = await createUser(t.db, { kind: 'classic', password });
    await signIn(t.app, user.email, password);
    const entries = await entriesOf(async () =>
      t.app.inject({
        method: 'DELETE',
        url: `/webapi/users/${user.id}?token=${await token('/webapi/deleteUserToken')}`,
        headers: { cookie },
      }),
    );
    const pseudonym = deletedUserPseudonym(user.id);
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'account-deleted',
        actor_id: admin.id,
        actor_email: admin.email,
        subject_id: user.id,
        subject_email: pseudonym,
        after: null,
      }),
    ]);
    const his = await t.db
      .selectFrom('audit_events')
      .selectAll()
      .where((eb) => eb.or([eb('subject_id', '=', user.id), eb('actor_id', '=', user.id)]))
      .execute();
    expect(his.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(his)).not.toContain(user.email);
    expect(his.filter((entry) => entry.actor_id === user.id).every((entry) => entry.address === pseudonym)).toBe(true);
  });

  describe('is append-only', () => {
    it('refuses every UPDATE and DELETE in the database itself', async () => {
      await expect(sql`UPDATE audit_events SET kind = 'sign-in'`.execute(t.db)).rejects.toThrow(/append-only/);
      await expect(sql`UPDATE audit_events SET actor_email = 'x', after = '{}'::jsonb`.execute(t.db)).rejects.toThrow(/append-only/);
      await expect(sql`DELETE FROM audit_events`.execute(t.db)).rejects.toThrow(/append-only/);
      expect(
        Number(
          (
            await t.db
              .selectFrom('audit_events')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ).toBeGreaterThan(0);
    });

    it('has no webapi call that writes it: the only audit call is a GET', () => {
      const auditCalls = allCalls().filter((call) => call.path.includes('audit'));
      expect(auditCalls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /webapi/admin/audit-events']);
    });

    it('lets the retention job drop only entries past the retention', async () => {
      const old = await t.db
        .insertInto('audit_events')
        .values({ kind: 'sign-in', occurred_at: new Date('2020-01-01T00:00:00Z') })
        .returning('id')
        .executeTakeFirstOrThrow();
      const before = Number(
        (
          await t.db
            .selectFrom('audit_events')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
      expect(await deleteExpiredAuditEntries(t.db, 0)).toBe(0);
      expect(await deleteExpiredAuditEntries(t.db, 365)).toBe(1);
      expect(await t.db.selectFrom('audit_events').select('id').where('id', '=', old.id).executeTakeFirst()).toBeUndefined();
      expect(
        Number(
          (
            await t.db
              .selectFrom('audit_events')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ).toBe(before - 1);
    });
  });

  describe('GET /webapi/admin/audit-events', () => {
    const list = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/webapi/admin/audit-events?${query}`, headers: { cookie } })).json() as {
        total: number;
        events: Array<{ kind: string; subjectEmail: string; occurredAt: string }>;
      };

    it('filters by user, kind, actor, subject and day, newest first and paged', async () => {
      const user = await createUser(t.db, { kind: 'classic', password, email: 'zeitleiste@kunde.test' });
      for (let attempt = 0; attempt < 3; attempt += 1) await signIn(t.app, user.email, password);
      const mine = await list(`userId=${user.id}&perPage=2`);
      expect(mine.total).toBe(3);
      expect(mine.events).toHaveLength(2);
      expect(new Date(mine.events[0]!.occurredAt) >= new Date(mine.events[1]!.occurredAt)).toBe(true);
      expect((await list(`userId=${user.id}&perPage=2&page=2`)).events).toHaveLength(1);
      expect((await list('subject=ZEITLEISTE@kunde&kind=sign-in')).total).toBe(3);
      expect((await list(`actor=${encodeURIComponent(admin.email)}&kind=sign-in`)).events.every((event) => event.kind === 'sign-in')).toBe(
        true,
      );
      expect((await list(`subject=zeitleiste&from=2020-01-01&to=2020-12-31`)).total).toBe(0);
      const today = new Date().toISOString().slice(0, 10);
      expect((await list(`subject=zeitleiste&from=${today}`)).total).toBe(3);
    });

    it('is for admins only', async () => {
      const user = await createUser(t.db, { kind: 'classic', password });
      const userCookie = await signIn(t.app, user.email, password);
      expect(
        (await t.app.inject({ method: 'GET', url: `/webapi/admin/audit-events?userId=${user.id}`, headers: { cookie: userCookie } }))
          .statusCode,
      ).toBe(403);
    });
  });
});
