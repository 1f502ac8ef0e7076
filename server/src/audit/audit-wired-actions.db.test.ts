import { LICENSE } from '@bfsm/api-adapter';
import { addPoolMember, createPool, createUser } from '../factories/index.js';
import { desktopApi } from '../test-support/desktop-api.js';
import { authenticatorCode, giveSecondFactor } from '../test-support/second-factor.js';
import { createTestApp, signedInUser, type TestApp } from '../test-support/test-app.js';
import { formRequest, tokenOf } from '../test-support/webapi.js';
import { referenceFormBody, type ReferenceFormFields } from '../references/test-support/reference-form.js';

jest.setTimeout(60_000);

const password = 'passwort-123';

/**
 * The audit entries of the back-office's licence screen, new users, references and the desktop
 * application's sign-in (decision 027): each action leaves exactly one entry, written in the
 * action's own transaction, with the values before and after.
 */
describe('audit entries of the back-office and the desktop API', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ user: admin, cookie } = await signedInUser(t, 'admin'));
  });
  afterAll(() => t.close());

  async function entriesOf(action: () => Promise<{ statusCode: number; body: string }>, status = 200) {
    const { max } = await t.db
      .selectFrom('audit_events')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    const response = await action();
    expect([response.statusCode, response.body]).toEqual([status, expect.anything()]);
    return t.db
      .selectFrom('audit_events')
      .selectAll()
      .where('id', '>', Number(max ?? 0))
      .orderBy('id')
      .execute();
  }
  const byAdmin = () => ({ actor_id: admin.id, address: '127.0.0.1' });

  it('records a licence change on the licence screen with its holder, and a deletion with the licence as it was', async () => {
    const owner = await createUser(t.db, { kind: 'nextOwner' });
    const pool = await createPool(t.db, { owner, licenses: [{ licenseType: LICENSE.insight, count: 1, expiration: '2027-03-31' }] });
    const member = await createUser(t.db, { kind: 'none' });
    const held = await addPoolMember(t.db, { pool, user: member, licenseType: LICENSE.insight });
    const licenseId = held.license.id;
    const licenseToken = () => tokenOf(t.app, cookie, '/webapi/licenseToken');

    const changed = await entriesOf(async () =>
      t.app.inject({
        method: 'POST',
        url: `/webapi/license/${licenseId}`,
        ...formRequest(
          {
            _token: await licenseToken(),
            licensetype: String(LICENSE.onSite),
            expiration: '2028-01-15',
          },
          cookie,
        ),
      }),
    );
    expect(changed).toEqual([
      expect.objectContaining({
        ...byAdmin(),
        kind: 'license-changed',
        subject_id: member.id,
        before: { licenseId, licenseType: LICENSE.insight, expiration: '2027-03-31' },
        after: { licenseId, licenseType: LICENSE.onSite, expiration: '2028-01-15' },
      }),
    ]);

    const deleted = await entriesOf(async () =>
      t.app.inject({ method: 'DELETE', url: `/webapi/license/${licenseId}?token=${await licenseToken()}`, headers: { cookie } }),
    );
    expect(deleted).toEqual([
      expect.objectContaining({
        ...byAdmin(),
        kind: 'license-deleted',
        subject_id: member.id,
        before: { licenseId, licenseType: LICENSE.onSite, expiration: '2028-01-15', poolId: pool.id },
        after: null,
      }),
    ]);
  });

  it('records an account an admin creates, and nothing for a refused one', async () => {
    const email = `neu-${Date.now()}@example.com`;
    const register = async (address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/webapi/admin-register',
        ...formRequest(
          {
            _token: await tokenOf(t.app, cookie, '/webapi/admin-register-token'),
            email: address,
            'plainPassword[first]': 'ein-gutes-passwort-7',
            'plainPassword[second]': 'ein-gutes-passwort-7',
          },
          cookie,
        ),
      });
    const entries = await entriesOf(() => register(email));
    const created = await t.db.selectFrom('users').select(['id']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(entries).toEqual([
      expect.objectContaining({
        ...byAdmin(),
        kind: 'account-created-by-admin',
        subject_id: created.id,
        subject_email: email,
        before: null,
        after: expect.objectContaining({ email, emailConfirmed: true }),
      }),
    ]);
    expect(await entriesOf(() => register(email), 409)).toEqual([]);
  });

  it('records a reference created, only the changed facts of an edit, and a deletion', async () => {
    const send = async (url: string, fields: ReferenceFormFields) => {
      const { payload, headers } = await referenceFormBody({
        ...fields,
        _token: await tokenOf(t.app, cookie, '/webapi/createReferenceToken'),
      });
      return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, cookie } });
    };
    const fields: ReferenceFormFields = { title: 'Klinikum Nord', teaser_text: 'Zwölf Gebäude', show_on_homepage: '1' };
    const created = await entriesOf(() => send('/webapi/create-reference', fields));
    const referenceId = created[0]?.after && (created[0].after as { referenceId: number }).referenceId;
    expect(created).toEqual([
      expect.objectContaining({
        ...byAdmin(),
        kind: 'reference-created',
        subject_id: null,
        before: null,
        after: expect.objectContaining({ referenceId: expect.any(Number), title: 'Klinikum Nord', showOnHomepage: true }),
      }),
    ]);

    const edited = await entriesOf(() => send(`/webapi/edit-reference/${referenceId}`, { ...fields, title: 'Klinikum Süd' }));
    expect(edited).toEqual([
      expect.objectContaining({
        kind: 'reference-changed',
        before: { referenceId, title: 'Klinikum Nord' },
        after: { referenceId, title: 'Klinikum Süd' },
      }),
    ]);

    const deleted = await entriesOf(async () =>
      t.app.inject({
        method: 'DELETE',
        url: `/webapi/reference/${referenceId}/${await tokenOf(t.app, cookie, '/webapi/deleteReferenceToken')}`,
        headers: { cookie },
      }),
    );
    expect(deleted).toEqual([
      expect.objectContaining({
        kind: 'reference-deleted',
        before: expect.objectContaining({ referenceId, title: 'Klinikum Süd' }),
        after: null,
      }),
    ]);
  });

  it('asks the desktop application for the code of an account with a second factor, and records its sign-ins', async () => {
    const api = desktopApi(t.app);
    const user = await createUser(t.db, { kind: 'classic', password, licenseExpiration: '2099-12-31' });
    const secret = await giveSecondFactor(t.db, t.config, user.id);
    const activate = (code?: string) =>
      api.activate({ email: user.email, password, ...(code ? { code } : {}), fingerprint: 'fp-audit-0123456789', deviceName: 'Büro-PC' });

    const withoutCode = await activate();
    expect([withoutCode.statusCode, withoutCode.json()]).toEqual([403, expect.objectContaining({ error: 'second-factor-required' })]);
    const valid = [-30_000, 0, 30_000].map((offset) => authenticatorCode(secret, new Date(Date.now() + offset)));
    const wrong = ['000000', '111111', '222222', '333333'].find((code) => !valid.includes(code));
    expect(await entriesOf(() => activate(wrong), 400)).toEqual([
      expect.objectContaining({ kind: 'sign-in', actor_id: null, subject_id: user.id, after: { outcome: 'wrong-code', via: 'desktop' } }),
    ]);
    expect(await entriesOf(() => activate(authenticatorCode(secret)))).toEqual([
      expect.objectContaining({ kind: 'sign-in', actor_id: user.id, subject_id: user.id, after: { outcome: 'success', via: 'desktop' } }),
    ]);
  });
});
