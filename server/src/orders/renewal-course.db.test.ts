import type { LicenseFile, LicensePayload } from '@bfsm/api-adapter/license-file';
import { testSellerEnvironment } from '../config/seller-config.js';
import { desktopApi } from '../test-support/desktop-api.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';
import { acceptQuote } from './order-lifecycle.js';
import { declineRenewal } from './decline-renewal.js';
import { buyerScene, invoicingDeps, priceListIn } from './test-support/order-scene.js';

jest.setTimeout(180_000);

const password = 'passwort-123';
const payloadOf = (file: LicenseFile): LicensePayload => JSON.parse(Buffer.from(file.payload, 'base64').toString('utf8'));

/**
 * A yearly licence's renewal on a moved clock (decision 066): it ends on 31 January 2027, so the
 * renewal quote goes out on 2 December (60 days before), reminders on 1 and 24 January (30 and 7),
 * the grace period runs 1–14 February, and the licence is over on the 15th. Mails go to the
 * billing contact and the owner, each once, also with two instances running the job at once.
 */
describe('renewals of yearly licences', () => {
  let t: TestApp;
  let second: TestApp;
  const clock = { now: new Date('2026-11-01T09:00:00Z') };
  beforeAll(async () => {
    t = await createTestApp({ env: { ...testSellerEnvironment }, clock: () => clock.now });
    second = await createTestApp({ env: { ...testSellerEnvironment }, clock: () => clock.now, database: t.database });
    const admin = await buyerScene(t.db, { email: 'preise@verkauf.test' });
    await priceListIn(t.db, admin.adminActor);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const job = (app: TestApp) => app.app.scheduledJobs.get('renewals') as { run(): Promise<unknown> };
  /** Both instances run the job twice at the same moment. */
  const at = async (moment: string) => {
    clock.now = new Date(moment);
    await Promise.all([job(t).run(), job(second).run(), job(t).run(), job(second).run()]);
  };
  const mailsOf = (userId: number) =>
    t.db
      .selectFrom('outgoing_mails')
      .select(['slug', 'to_address'])
      .where('user_id', '=', userId)
      .where('slug', 'in', ['renewal-quote', 'renewal-reminder', 'licence-ended'])
      .orderBy('id')
      .execute()
      .then((rows) => rows.map((row) => `${row.slug} → ${row.to_address}`));
  const renewalOf = (userId: number) =>
    t.db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('renews_licence_end', 'is not', null).execute();
  const customerWithEnd = (email: string, licenseExpiration = '2027-01-31') =>
    buyerScene(t.db, { email, password, licenseExpiration, maxDevices: 3 }, { billingEmail: `buchhaltung.${email}` });

  it('walks a licence through T-60, T-30, T-7, the end, the grace period and its end, each mail once', async () => {
    const { customer } = await customerWithEnd('walk@kunde.test');
    const owner = customer.email;
    const billing = `buchhaltung.${owner}`;
    const api = desktopApi(t.app);
    clock.now = new Date('2026-11-01T09:00:00Z');
    const activated = await api.activate({ email: owner, password, fingerprint: 'fp-walk-0123456789', deviceName: 'Büro' });
    expect(activated.statusCode).toBe(200);
    const deviceToken: string = activated.json().deviceToken;
    const fileAt = async (moment: string) => {
      clock.now = new Date(moment);
      const answer = await api.refresh(deviceToken, 'fp-walk-0123456789');
      return answer.statusCode === 200 ? payloadOf(answer.json().licenseFile) : answer.json().error;
    };
    const graceShownAt = async (moment: string) => {
      clock.now = new Date(moment);
      const cookie = await signIn(t.app, owner, password);
      return (await t.app.inject({ method: 'GET', url: '/webapi/userinfo', headers: { cookie } })).json().licenseGraceUntil;
    };

    await at('2026-12-01T09:00:00Z'); // 61 days before: nothing yet
    expect(await renewalOf(customer.id)).toEqual([]);

    await at('2026-12-02T09:00:00Z');
    const [renewal] = await renewalOf(customer.id);
    expect(renewal).toMatchObject({
      state: 'quoted',
      edition: 'classic',
      devices: 3,
      renews_licence_end: '2027-01-31',
      valid_until: '2027-02-14',
      deliver_before_payment: true,
    });
    expect(renewal?.lines).toEqual([
      { description: 'Brandfallsteuermatrix Classic, Jahreslizenz je Gerät', quantity: 3, unitNetPriceCents: 49_900 },
    ]);
    expect(await mailsOf(customer.id)).toEqual([`renewal-quote → ${billing}`, `renewal-quote → ${owner}`]);
    const quotePdf = await t.db
      .selectFrom('mail_attachments')
      .innerJoin('outgoing_mails', 'outgoing_mails.id', 'mail_attachments.mail_id')
      .select('file_name')
      .where('outgoing_mails.slug', '=', 'renewal-quote')
      .where('outgoing_mails.user_id', '=', customer.id)
      .execute();
    expect(quotePdf.map((row) => row.file_name)).toEqual([`Angebot-${renewal?.id}.pdf`, `Angebot-${renewal?.id}.pdf`]);

    await at('2026-12-31T09:00:00Z'); // 31 days before
    expect(await mailsOf(customer.id)).toHaveLength(2);
    await at('2027-01-01T09:00:00Z');
    await at('2027-01-23T09:00:00Z');
    await at('2027-01-24T09:00:00Z');
    await at('2027-01-25T09:00:00Z');
    const reminder = [`renewal-reminder → ${billing}`, `renewal-reminder → ${owner}`];
    expect(await mailsOf(customer.id)).toEqual([`renewal-quote → ${billing}`, `renewal-quote → ${owner}`, ...reminder, ...reminder]);
    const subjects = await t.db
      .selectFrom('outgoing_mails')
      .select('subject')
      .where('user_id', '=', customer.id)
      .where('slug', '=', 'renewal-reminder')
      .where('to_address', '=', owner)
      .orderBy('id')
      .execute();
    expect(subjects.map((row) => row.subject)).toEqual(['Ihre Lizenz läuft am 31.01.2027 ab', 'Ihre Lizenz läuft am 31.01.2027 ab']);

    // The last day: the file as ever; from the next day in Berlin the grace period, until 14 February.
    expect(await fileAt('2027-01-31T22:30:00Z')).toMatchObject({ expiration: '2027-01-31' });
    expect(((await fileAt('2027-01-31T22:30:00Z')) as LicensePayload).grace).toBeUndefined();
    expect(await graceShownAt('2027-01-31T22:30:00Z')).toBeNull();
    expect(await fileAt('2027-01-31T23:30:00Z')).toMatchObject({ expiration: '2027-01-31', grace: { lastDay: '2027-02-14' } });
    expect(await graceShownAt('2027-02-10T09:00:00Z')).toBe('2027-02-14');
    expect(await fileAt('2027-02-14T22:30:00Z')).toMatchObject({ grace: { lastDay: '2027-02-14' } });
    await at('2027-02-14T09:00:00Z');
    expect(await mailsOf(customer.id)).toHaveLength(6);

    // Over: no file, no banner, the notice once.
    expect(await fileAt('2027-02-14T23:30:00Z')).toBe('no-license');
    expect(await graceShownAt('2027-02-15T09:00:00Z')).toBeNull();
    await at('2027-02-15T09:00:00Z');
    await at('2027-02-16T09:00:00Z');
    expect((await mailsOf(customer.id)).slice(6)).toEqual([`licence-ended → ${owner}`]);
  });

  describe('a renewal accepted at any point lands at the old end plus one year', () => {
    const points = [
      ['60 days before', '2026-12-02T09:00:00Z'],
      ['30 days before', '2027-01-01T09:00:00Z'],
      ['7 days before', '2027-01-24T09:00:00Z'],
      ['on the last day', '2027-01-31T09:00:00Z'],
      ['on the first day of grace', '2027-02-01T09:00:00Z'],
      ['on the last day of grace', '2027-02-14T22:30:00Z'],
    ] as const;
    it.each(points)('%s', async (_point, moment) => {
      const { customer, customerActor } = await customerWithEnd(`annahme-${moment.slice(0, 10)}@kunde.test`);
      // The course runs up to the moment of acceptance: the quote, and the reminders due by then.
      for (const run of ['2026-12-02T09:00:00Z', '2027-01-01T09:00:00Z', '2027-01-24T09:00:00Z']) if (run <= moment) await at(run);
      const [renewal] = await renewalOf(customer.id);
      clock.now = new Date(moment);
      await acceptQuote(invoicingDeps(t.db, clock), customerActor, renewal?.id ?? 0, {});
      const [accepted] = await renewalOf(customer.id);
      expect(accepted).toMatchObject({ state: 'invoiced', term_start: '2027-02-01', term_end: '2028-01-31' });
      expect(accepted?.licence_delivered_at).not.toBeNull();
      const user = await t.db.selectFrom('users').select('license_expiration').where('id', '=', customer.id).executeTakeFirstOrThrow();
      expect(user.license_expiration).toBe('2028-01-31');
      // Renewed: no reminder, no notice of an end.
      await at('2027-02-20T09:00:00Z');
      expect(await mailsOf(customer.id)).toEqual([
        `renewal-quote → buchhaltung.${customer.email}`,
        `renewal-quote → ${customer.email}`,
        ...(moment >= '2027-01-01' ? [`renewal-reminder → buchhaltung.${customer.email}`, `renewal-reminder → ${customer.email}`] : []),
        ...(moment >= '2027-01-24' ? [`renewal-reminder → buchhaltung.${customer.email}`, `renewal-reminder → ${customer.email}`] : []),
      ]);
    });

    it('not after the grace period: the quote has expired', async () => {
      const { customer, customerActor } = await customerWithEnd('zu-spaet@kunde.test');
      await at('2026-12-02T09:00:00Z');
      const [renewal] = await renewalOf(customer.id);
      clock.now = new Date('2027-02-15T09:00:00Z');
      await expect(acceptQuote(invoicingDeps(t.db, clock), customerActor, renewal?.id ?? 0, {})).rejects.toMatchObject({
        reason: 'quoteExpired',
      });
    });
  });

  it("'Nicht verlängern' stops the reminders and records the reason; the end is still told", async () => {
    const { customer, customerActor } = await customerWithEnd('kuendigt@kunde.test');
    await at('2026-12-02T09:00:00Z');
    const [renewal] = await renewalOf(customer.id);
    clock.now = new Date('2026-12-10T09:00:00Z');
    await declineRenewal({ db: t.db, clock: () => clock.now }, customerActor, renewal?.id ?? 0, 'Projekt abgeschlossen');
    await expect(declineRenewal({ db: t.db, clock: () => clock.now }, customerActor, renewal?.id ?? 0, undefined)).rejects.toMatchObject({
      reason: 'orderState',
    });
    const [declined] = await renewalOf(customer.id);
    expect(declined).toMatchObject({ state: 'cancelled', decline_reason: 'Projekt abgeschlossen' });
    expect(declined?.declined_at).toEqual(clock.now);
    const audit = await t.db
      .selectFrom('audit_events')
      .select(['kind', 'after'])
      .where('subject_id', '=', customer.id)
      .where('kind', '=', 'renewal-declined')
      .execute();
    expect(audit).toEqual([
      { kind: 'renewal-declined', after: { orderId: renewal?.id, licenceEnd: '2027-01-31', reason: 'Projekt abgeschlossen' } },
    ]);
    for (const moment of ['2027-01-01T09:00:00Z', '2027-01-24T09:00:00Z', '2027-02-15T09:00:00Z']) await at(moment);
    // No new renewal for the same end, no reminder; the licence's end is still told once.
    expect(await renewalOf(customer.id)).toHaveLength(1);
    expect(await mailsOf(customer.id)).toEqual([
      `renewal-quote → buchhaltung.${customer.email}`,
      `renewal-quote → ${customer.email}`,
      `licence-ended → ${customer.email}`,
    ]);
  });

  it('renews only yearly licences, and leaves an account alone while an admin works on its order', async () => {
    const trial = await buyerScene(t.db, { kind: 'trial', email: 'test@kunde.test', licenseExpiration: '2027-01-31' });
    const concept = await buyerScene(t.db, { kind: 'concept', email: 'konzept@kunde.test', licenseExpiration: '2027-01-31' });
    const asking = await customerWithEnd('fragt@kunde.test');
    await t.db.insertInto('orders').values({ user_id: asking.customer.id, state: 'requested', edition: 'classic', devices: 2 }).execute();
    // A quote left to expire long ago does not keep the renewal away.
    const forgotten = await customerWithEnd('vergessen@kunde.test');
    await t.db
      .insertInto('orders')
      .values({ user_id: forgotten.customer.id, state: 'quoted', edition: 'classic', devices: 1, valid_until: '2026-06-30' })
      .execute();
    await at('2026-12-02T09:00:00Z');
    for (const { customer } of [trial, concept, asking]) expect(await renewalOf(customer.id)).toEqual([]);
    expect(await renewalOf(forgotten.customer.id)).toHaveLength(1);
  });
});
