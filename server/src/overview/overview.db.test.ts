import { overviewCalls } from '@bfsm/api-adapter';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { portalDate } from '../calendar/portal-time-zone.js';
import { createDevice, createIssuedLicense, createUser } from '../factories/index.js';
import { createTestApp, signedInUser, type TestApp } from '../test-support/test-app.js';
import { formRequest } from '../test-support/webapi.js';
import { postForm, tokenOf } from '../test-support/webapi.js';

jest.setTimeout(60_000);

const dayMs = 86_400_000;
// Noon in Berlin of the real day, so that what the database stamps with now() is today, too.
const now = new Date(`${portalDate(new Date())}T11:00:00Z`);
const ago = (days: number, hours = 0) => new Date(now.getTime() - days * dayMs - hours * 3_600_000);

async function licenseHistory(db: Kysely<Database>, userId: number, changes: Array<[number | null, number, Date]>) {
  await db.deleteFrom('license_changes').where('user_id', '=', userId).execute();
  for (const [from, to, at] of changes)
    await db.insertInto('license_changes').values({ user_id: userId, from_type: from, to_type: to, changed_at: at }).execute();
}

describe('the start page Übersicht', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ clock: () => now, env: { LOGIN_MAX_FAILURES: '2' } });
    ({ cookie } = await signedInUser(t, 'admin'));
  });
  afterAll(() => t.close());

  const overview = async (withCookie = cookie) =>
    t.app.inject({ method: 'GET', url: '/webapi/admin/overview', headers: { cookie: withCookie } });

  it('is refused to a customer', async () => {
    const { cookie: customer } = await signedInUser(t, 'classic');
    const response = await overview(customer);
    expect(response.statusCode).toBe(403);
    expect(JSON.parse(response.body)).toMatchObject({ error: 'forbidden' });
  });

  it('counts what the tables hold, by Berlin day and Monday week', async () => {
    // Registrations: the trigger writes each account's first licence type at its creation.
    await createUser(t.db, { kind: 'trial', createdAt: ago(0, 1), emailConfirmedAt: ago(0, 1) });
    await createUser(t.db, { kind: 'trial', createdAt: ago(5), emailConfirmedAt: ago(4) });
    await createUser(t.db, { kind: 'trial', createdAt: ago(20) });
    await createUser(t.db, { kind: 'trial', createdAt: ago(50) });
    await createUser(t.db, { kind: 'concept', createdAt: ago(2), emailConfirmedAt: ago(40) });
    await createUser(t.db, { kind: 'concept', createdAt: ago(200) });

    // Conversions: a trial that became Classic 10 days ago; one that ran out and became Next today
    // through the admin's profile form; one that ran out 3 days ago and stayed so; a Classic with no trial.
    const early = await createUser(t.db, { kind: 'classic', createdAt: ago(30) });
    await licenseHistory(t.db, early.id, [
      [null, 1, ago(30)],
      [1, 3, ago(10)],
      [3, 2, ago(8)],
      [2, 3, ago(6)], // a second purchase is no second conversion
    ]);
    const late = await createUser(t.db, { kind: 'trial', createdAt: ago(70) });
    await licenseHistory(t.db, late.id, [[null, 1, ago(70)]]);
    await t.db.updateTable('users').set({ license_type: 2 }).where('id', '=', late.id).execute(); // the trial ends today
    const form = { licenseType: '6', currentLicenseExpiration: '2027-06-30', maximumAPIKeys: '1', emailConfirmed: '1' };
    const saved = await postForm(t.app, `/webapi/admin_account/${late.id}`, {
      form: { ...form, _token: await tokenOf(t.app, cookie, '/webapi/userDetailsToken') },
      cookie,
    });
    expect(saved.statusCode).toBe(200);
    const ranOut = await createUser(t.db, { kind: 'trial', createdAt: ago(60) });
    await licenseHistory(t.db, ranOut.id, [
      [null, 1, ago(60)],
      [1, 2, ago(3)],
    ]);
    const classic = await createUser(t.db, { kind: 'classic', createdAt: ago(12) });

    // Devices: activated today and 9 days ago; seen within 30 days or not; licence files fetched.
    const device = await createDevice(t.db, { user: classic, firstSeenAt: ago(0, 2), lastSeenAt: ago(0, 1) });
    const older = await createDevice(t.db, { user: classic, firstSeenAt: ago(9), lastSeenAt: ago(31) });
    await createIssuedLicense(t.db, { user: classic, device, issuedAt: ago(0, 1) });
    await createIssuedLicense(t.db, { user: classic, device, issuedAt: ago(0, 2) });
    await createIssuedLicense(t.db, { user: classic, device: older, issuedAt: ago(0, 3) });

    // Mails: sent today, given up today, waiting for an hour (stuck) and for a minute.
    const mail = { slug: 'welcome', to_address: 'post@example.test', subject: 'Hallo' };
    await t.db
      .insertInto('outgoing_mails')
      .values([
        { ...mail, html: null, text_body: null, status: 'sent', sent_at: ago(0, 1), created_at: ago(0, 1) } as never,
        { ...mail, html: null, text_body: null, status: 'failed', created_at: ago(0, 1) } as never,
        { ...mail, html: '<p>x</p>', text_body: 'x', status: 'pending', created_at: ago(0, 1), next_attempt_at: ago(-1) },
        {
          ...mail,
          html: '<p>x</p>',
          text_body: 'x',
          status: 'pending',
          created_at: new Date(now.getTime() - 60_000),
          next_attempt_at: ago(-1),
        },
      ])
      .execute();

    // Sign-ins: two wrong passwords lock the account (limit 2), one for an unknown address.
    const wrong = (email: string) =>
      t.app.inject({ method: 'POST', url: '/check-login', ...formRequest({ username: email, password: 'falsch-falsch' }) });
    await wrong(classic.email);
    await wrong(classic.email);
    await wrong('niemand@example.test');

    const response = await overview();
    expect(response.statusCode).toBe(200);
    const answer = overviewCalls.overview.parse(JSON.parse(response.body));
    expect(answer.today).toBe(portalDate(now));
    expect(answer.figures).toEqual({
      registrationsTrial: { today: 1, last7Days: 2, last30Days: 3 },
      registrationsConcept: { today: 0, last7Days: 1, last30Days: 1 },
      confirmedAddresses: { today: 1, last7Days: 2, last30Days: 2 },
      trialsEnded: { today: 1, last7Days: 2, last30Days: 2 },
      conversions: { today: 1, last7Days: 1, last30Days: 2 },
      devicesActivated: { today: 1, last7Days: 1, last30Days: 2 },
    });
    expect(answer.activeDevices).toBe(1);
    expect(answer.mailQueue).toEqual({ waiting: 2, stuck: 1, stuckAfterMinutes: 30, oldestWaitingSince: ago(0, 1).toISOString() });

    const thisWeek = answer.weeks.at(-1);
    expect(answer.weeks).toHaveLength(12);
    expect(thisWeek).toMatchObject({ activeDevices: 2, mailsSent: 1, mailsFailed: 1 });
    const total = (key: 'registrationsTrial' | 'registrationsConcept' | 'trialsStarted' | 'trialsConverted') =>
      answer.weeks.reduce((sum, week) => sum + week[key], 0);
    // Trials started within the 12 weeks: today, 5, 20, 50, 30, 70 and 60 days ago (50/60/70 are inside 12 weeks).
    expect(total('trialsStarted')).toBe(7);
    expect(total('trialsConverted')).toBe(2);
    expect(total('registrationsConcept')).toBe(1);
    const today = answer.days.at(-1);
    expect(today).toEqual({ date: portalDate(now), signInFailures: 3, signInLocks: 1 });
  });
});
