import { LICENSE } from '@bfsm/api-adapter';
import { createUser, type User } from '../factories/index.js';
import { startSmtpSink, type SmtpSink } from '../mail/test-support/smtp-sink.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';
import { runExclusively } from '../jobs/scheduler.js';

jest.setTimeout(90_000);

const password = 'passwort-123';

describe("the trial's course by mail", () => {
  let sink: SmtpSink;
  let t: TestApp;
  // The clock both instances read; the tests move it, not the wall.
  let now = new Date('2026-03-10T20:00:00Z');
  const clock = () => now;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ clock, env: { SMTP_URL: sink.url, PRODUCT_NAME: 'BSM Next' } });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const runCourse = (app: TestApp = t) => app.app.scheduledJobs.get('trial-course')?.run();
  const mailsOf = async (user: User) =>
    (
      await t.db.selectFrom('outgoing_mails').select(['slug', 'status', 'subject']).where('user_id', '=', user.id).orderBy('id').execute()
    ).map((mail) => `${mail.slug}:${mail.status}`);
  const notificationsOf = async (user: User) =>
    (await t.db.selectFrom('notifications_sent').select('slug').where('user_id', '=', user.id).orderBy('id').execute()).map(
      (row) => row.slug,
    );
  const licenseOf = async (user: User) =>
    await t.db.selectFrom('users').select(['license_type', 'license_expiration']).where('id', '=', user.id).executeTakeFirstOrThrow();
  const trialUser = (expiration: string, extra: Partial<Parameters<typeof createUser>[1]> = {}) =>
    createUser(t.db, {
      kind: 'trial',
      password,
      licenseExpiration: expiration,
      emailConfirmedAt: new Date('2026-03-10T08:00:00Z'),
      hasCompletedInstall: false,
      ...extra,
    });

  it('sends help-install a day after confirming, almost-over two days before the end and test-over after it, each once', async () => {
    const user = await trialUser('2026-03-17');
    const installed = await trialUser('2026-03-17', { hasCompletedInstall: true });

    now = new Date('2026-03-10T20:00:00Z');
    await runCourse();
    expect(await mailsOf(user)).toEqual([]);

    now = new Date('2026-03-11T08:00:00Z');
    await runCourse();
    await runCourse();
    expect(await mailsOf(user)).toEqual(['help-install:sent']);
    expect(await mailsOf(installed)).toEqual([]);

    now = new Date('2026-03-14T22:30:00Z'); // 23:30 on the 14th in Berlin: three days left, too early
    await runCourse();
    expect(await mailsOf(user)).toEqual(['help-install:sent']);
    now = new Date('2026-03-14T23:30:00Z'); // 00:30 on the 15th in Berlin: two days left
    await runCourse();
    await runCourse();
    expect(await mailsOf(user)).toEqual(['help-install:sent', 'almost-over:sent']);
    const almostOver = sink.messages.find(
      (mail) => mail.subject === 'Ihre Testphase endet bald' && [mail.to].flat().some((to) => to?.text.includes(user.email)),
    );
    expect(almostOver?.text).toContain('endet in 2 Tagen');
    expect(almostOver?.text).toContain('/account/manage_subscription');

    now = new Date('2026-03-17T22:30:00Z'); // the last day, 23:30 Berlin: still running
    await runCourse();
    expect((await licenseOf(user)).license_type).toBe(LICENSE.trial);

    now = new Date('2026-03-17T23:30:00Z'); // 00:30 on the 18th in Berlin: over
    await runCourse();
    await runCourse();
    expect(await mailsOf(user)).toEqual(['help-install:sent', 'almost-over:sent', 'test-over:sent']);
    expect(await notificationsOf(user)).toEqual(['help-install', 'almost-over', 'test-over']);
    expect(await licenseOf(user)).toEqual({ license_type: LICENSE.none, license_expiration: '2026-03-17' });

    const menu = await t.app.inject({
      method: 'GET',
      url: '/webapi/menuinfo',
      headers: { cookie: await signIn(t.app, user.email, password) },
    });
    expect(menu.json()).toMatchObject({ isTrial: false, needsLicense: true });
  });

  it('catches up after downtime without sending what is too old, and never twice after a restart', async () => {
    now = new Date('2026-04-20T10:00:00Z');
    const missedEnd = await trialUser('2026-04-17');
    const longAgo = await trialUser('2026-03-01');
    const missedReminder = await trialUser('2026-04-21', { hasCompletedInstall: true });
    await runCourse();
    expect(await mailsOf(missedEnd)).toEqual(['test-over:sent']);
    // Its trial still ends, but a mail about a trial that ended weeks ago would only confuse.
    expect(await mailsOf(longAgo)).toEqual([]);
    expect((await licenseOf(longAgo)).license_type).toBe(LICENSE.none);
    expect(await mailsOf(missedReminder)).toEqual(['almost-over:sent']);

    // A restart: a new instance on the same database sends nothing again.
    const restarted = await createTestApp({ clock, database: t.database, env: { SMTP_URL: sink.url } });
    try {
      await runCourse(restarted);
    } finally {
      await restarted.close();
    }
    expect(await mailsOf(missedEnd)).toEqual(['test-over:sent']);
    expect(await mailsOf(missedReminder)).toEqual(['almost-over:sent']);
  });

  it('sends each mail once when two instances run the course at the same moment', async () => {
    now = new Date('2026-05-20T10:00:00Z');
    const users = await Promise.all(
      ['2026-05-19', '2026-05-21', '2026-05-18'].map((end) => trialUser(end, { emailConfirmedAt: new Date('2026-05-18T10:00:00Z') })),
    );
    const second = await createTestApp({ clock, database: t.database, env: { SMTP_URL: sink.url } });
    try {
      // As the schedulers run it (under the job's advisory lock on PostgreSQL), and bare as well.
      const locked = (app: TestApp) =>
        runExclusively(
          app.db,
          app.database.kind,
          app.app.scheduledJobs.get('trial-course') as NonNullable<ReturnType<typeof app.app.scheduledJobs.get>>,
        );
      await Promise.all([locked(t), locked(second), runCourse(), runCourse(second)]);
    } finally {
      await second.close();
    }
    const [ended, running, endedEarlier] = users as [User, User, User];
    // An ended trial needs no installation help any more: test-over only.
    expect(await mailsOf(ended)).toEqual(['test-over:sent']);
    expect(await mailsOf(endedEarlier)).toEqual(['test-over:sent']);
    expect((await mailsOf(running)).sort()).toEqual(['almost-over:sent', 'help-install:sent']);
    expect(
      await t.db
        .selectFrom('trial_mails')
        .select('slug')
        .where(
          'user_id',
          'in',
          users.map((user) => user.id),
        )
        .execute(),
    ).toHaveLength(4);
  });
});
