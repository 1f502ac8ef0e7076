import { LICENSE } from '@bfsm/api-adapter';
import {
  addPoolMember,
  createDevice,
  createFeature,
  createInvitation,
  createIssuedLicense,
  createPool,
  createSentNotification,
  createUser,
  defaultPassword,
  setUserFeature,
} from '../factories/index.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';
import { cancelInvoice } from '../orders/issue-invoice.js';
import { markInvoicePaid } from '../orders/order-lifecycle.js';
import { buyerScene, invoicingScene } from '../orders/test-support/order-scene.js';

// Issuing invoices draws their PDFs: seconds on two shared cores.
jest.setTimeout(60_000);

describe('GET /webapi/my-data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('hands the signed-in user everything stored about him as the file meine-daten.json, and nothing secret', async () => {
    const user = await createUser(t.db, {
      kind: 'insight',
      password: 'passwort-123',
      greeting: 'Herr',
      firstName: 'Dieter',
      lastName: 'Daten',
      loggedInApp: true,
    });
    const owner = await createUser(t.db, { kind: 'nextOwner' });
    const pool = await createPool(t.db, { owner, name: 'Planungsbüro Nord', licenses: [{ licenseType: LICENSE.insight, count: 1 }] });
    await addPoolMember(t.db, { pool, user, licenseType: LICENSE.insight });
    await createInvitation(t.db, { pool, email: user.email.toUpperCase(), licenseType: LICENSE.onSite });
    await createDevice(t.db, { user, name: 'Laptop Dieter', machineId: 'maschine-1' });
    await createIssuedLicense(t.db, { user, issuedAt: new Date('2026-02-01T10:00:00Z') });
    await createSentNotification(t.db, { user, slug: 'welcome', subject: 'Willkommen', sentAt: new Date('2026-01-01T10:00:00Z') });
    await setUserFeature(t.db, { user, feature: await createFeature(t.db, { name: 'export-3d' }), enabled: true });
    // Signed in before the passkey exists: with it, the password alone reaches only the second step (decision 051).
    const cookie = await signIn(t.app, user.email, 'passwort-123');
    const passkey = {
      credential_id: 'Y3JlZGVudGlhbA',
      public_key: new Uint8Array([1, 2, 3]),
      user_handle: 'aGFuZGxl',
      name: 'Laptop',
      created_at: new Date('2026-03-01T10:00:00Z'),
    };
    await t.db
      .insertInto('passkeys')
      .values({ user_id: user.id, ...passkey })
      .execute();
    // Someone else's data stays out.
    const stranger = await createUser(t.db, { kind: 'classic' });
    await createDevice(t.db, { user: stranger, name: 'Fremdes Gerät' });
    await createSentNotification(t.db, { user: stranger, subject: 'Fremde Nachricht' });
    await t.db
      .insertInto('passkeys')
      .values({ ...passkey, user_id: stranger.id, credential_id: 'ZnJlbWQ', name: 'Fremder Passkey' })
      .execute();

    const response = await t.app.inject({ method: 'GET', url: '/webapi/my-data', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="meine-daten.json"');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');

    const data = response.json();
    expect(data.profile).toMatchObject({
      id: user.id,
      email: user.email,
      greeting: 'Herr',
      firstName: 'Dieter',
      lastName: 'Daten',
      licenseType: LICENSE.insight,
      loggedInApp: true,
    });
    expect(data.licenses).toEqual([expect.objectContaining({ licenseType: LICENSE.insight, poolId: pool.id })]);
    expect(data.poolMemberships).toEqual([expect.objectContaining({ poolId: pool.id, poolName: 'Planungsbüro Nord' })]);
    expect(data.invitations).toEqual([
      expect.objectContaining({ poolName: 'Planungsbüro Nord', licenseType: LICENSE.onSite, status: 'pending' }),
    ]);
    expect(data.devices).toEqual([
      expect.objectContaining({ name: 'Laptop Dieter', machineId: 'maschine-1', deactivationRequestedAt: null }),
    ]);
    expect(data.issuedLicenses).toEqual([expect.objectContaining({ issuedAt: '2026-02-01T10:00:00.000Z' })]);
    expect(data.notifications).toEqual([{ slug: 'welcome', subject: 'Willkommen', sentAt: '2026-01-01T10:00:00.000Z' }]);
    expect(data.features).toEqual([{ name: 'export-3d', enabled: true }]);
    expect(data.consents).toEqual([expect.objectContaining({ version: t.config.termsVersion })]);
    expect(data.sessions).toEqual([expect.objectContaining({ ip: '127.0.0.1', current: true })]);
    expect(data.ownedPools).toEqual([]);
    expect(data.passkeys).toEqual([{ id: expect.any(Number), name: 'Laptop', createdAt: '2026-03-01T10:00:00.000Z', lastUsedAt: null }]);
    // A passkey's credential id and key are the authenticator's, not data about the person: they stay out.
    expect(response.body).not.toContain(passkey.credential_id);

    expect(response.body).not.toContain('Fremd');
    const hashes = (await t.db.selectFrom('sessions').select(['id_hash', 'csrf_secret']).where('user_id', '=', user.id).execute()).flatMap(
      (row) => [row.id_hash, row.csrf_secret],
    );
    for (const secret of [...hashes, user.password_hash ?? '', cookie.slice(cookie.indexOf('=') + 1)])
      expect(response.body).not.toContain(secret);
    expect(response.body).not.toMatch(/hash|csrf|secret|code/i);
  });

  it('lists the pools a pool owner owns', async () => {
    const owner = await createUser(t.db, { kind: 'nextOwner', password: 'passwort-123' });
    await createPool(t.db, { owner, name: 'Eigener Pool' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/webapi/my-data',
      headers: { cookie: await signIn(t.app, owner.email, 'passwort-123') },
    });
    expect(response.json().ownedPools).toEqual([expect.objectContaining({ name: 'Eigener Pool' })]);
  });

  it("lists the account's invoices and Stornorechnungen with their facts, not their files, and no one else's", async () => {
    const { customer, deps, adminActor, invoiceOn } = await invoicingScene(t.db, { billingEmail: 'rechnung@daten.test' });
    const paid = await invoiceOn('2026-10-01T09:00:00Z', 1);
    await markInvoicePaid(deps, adminActor, paid.id, '2026-10-01');
    const cancelled = await invoiceOn('2026-10-02T09:00:00Z', 2);
    const cancellation = await cancelInvoice(deps, adminActor, cancelled.id);
    const { customer: stranger } = await buyerScene(t.db, {}, { company: 'Fremde Firma GmbH' });
    const strangers = await invoiceOn('2026-10-03T09:00:00Z', 3, stranger.id);

    const response = await t.app.inject({
      method: 'GET',
      url: '/webapi/my-data',
      headers: { cookie: await signIn(t.app, customer.email, defaultPassword) },
    });
    expect(response.statusCode).toBe(200);
    // Newest first, as the account's 'Rechnungen' lists them; a Stornorechnung keeps the positive amounts.
    const billedTo = { buyerCompany: 'Müller & Söhne Gebäudetechnik GmbH', billingEmail: 'rechnung@daten.test', userId: customer.id };
    expect(response.json().invoices).toEqual([
      expect.objectContaining({
        number: cancellation.number,
        kind: 'cancellation',
        issueDate: '2026-10-02',
        netCents: 99_800,
        vatCents: 18_962,
        grossCents: 118_762,
        paidOn: null,
        cancels: cancelled.number,
        cancelledBy: null,
        ...billedTo,
      }),
      expect.objectContaining({
        number: cancelled.number,
        kind: 'invoice',
        issueDate: '2026-10-02',
        dueDate: '2026-10-16',
        grossCents: 118_762,
        paidOn: null,
        cancels: null,
        cancelledBy: cancellation.number,
        ...billedTo,
      }),
      expect.objectContaining({
        number: paid.number,
        kind: 'invoice',
        issueDate: '2026-10-01',
        dueDate: '2026-10-15',
        netCents: 49_900,
        vatCents: 9_481,
        grossCents: 59_381,
        paidOn: '2026-10-01',
        cancels: null,
        reminders: [],
        ...billedTo,
      }),
    ]);
    expect(response.body).not.toContain(strangers.number);
    expect(response.body).not.toContain('Fremde Firma');
    // The files stay out: no XML, no PDF bytes.
    expect(response.body).not.toContain('CrossIndustryInvoice');
    expect(response.body).not.toContain('%PDF');
  });

  it('answers 401 to an anonymous visitor', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/webapi/my-data' })).statusCode).toBe(401);
  });
});
