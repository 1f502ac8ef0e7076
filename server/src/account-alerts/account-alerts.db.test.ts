import { sql } from 'kysely';
import { createUser } from '../factories/index.js';
import { auditEntries } from '../test-support/audit-entries.js';
import { logCollector } from '../test-support/log-collector.js';
import { giveSecondFactor } from '../test-support/second-factor.js';
import { sessionCookieIn, signIn } from '../test-support/test-app.js';
import { createTestAppWithMail, type TestAppWithMail } from '../test-support/test-app-with-mail.js';
import { anonymousTokenOf, formRequest, postForm, tokenOf } from '../test-support/webapi.js';

jest.setTimeout(60_000);

const password = 'passwort-123';
const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0';
const newBrowserSubject = 'Sicherheitshinweis: Anmeldung in einem neuen Browser';

/** 'Passwort ändern' of the signed-in account, from `password` to 'neues-passwort-456'. */
async function changeOwnPassword(t: TestAppWithMail, cookie: string) {
  return postForm(t.app, '/webapi/changePw', {
    cookie,
    form: {
      oldPassword: password,
      'plainPassword[first]': 'neues-passwort-456',
      'plainPassword[second]': 'neues-passwort-456',
      _token: await tokenOf(t.app, cookie, '/webapi/changePwToken'),
    },
  });
}

describe('account alerts and “Das war ich nicht”', () => {
  let t: TestAppWithMail;
  beforeAll(async () => {
    t = await createTestAppWithMail();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A sign-in as a browser makes it: with its browser cookie (a browser seen before) or without (a new one). */
  async function signInFrom(email: string, browserCookie?: string, userAgent = firefox) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/check-login',
      ...formRequest({ username: email, password }, undefined, {
        'user-agent': userAgent,
        ...(browserCookie ? { cookie: browserCookie } : {}),
      }),
      remoteAddress: '203.0.113.7',
    });
    expect(response.statusCode).toBe(200);
    const browser = response.cookies.find((cookie) => cookie.name === 'bfsm_browser');
    return { session: sessionCookieIn(response) ?? '', browser: browser ? `bfsm_browser=${browser.value}` : undefined };
  }

  const alertsTo = (email: string) => t.mailsTo(email, 'account-alert');
  /** The newest alert to `email` with `subject`; fails the test if there is none. */
  const alertTo = async (email: string, subject: string) => {
    const mail = (await alertsTo(email)).findLast((candidate) => candidate.subject === subject);
    if (!mail) throw new Error(`no alert '${subject}' to ${email}`);
    return mail;
  };
  const notMeCodeIn = (text: string | undefined) => /\/not-me\/([\w-]+)/.exec(text ?? '')?.[1] ?? '';

  it('mails a sign-in from a browser new to the account, not the first one and not one seen before; the cookie is kept only hashed', async () => {
    const user = await createUser(t.db, { kind: 'classic', password });
    const first = await signInFrom(user.email);
    expect(first.browser).toMatch(/^bfsm_browser=[\w-]{43}$/);
    await signInFrom(user.email, first.browser);
    expect(await alertsTo(user.email)).toEqual([]);
    const known = await t.db.selectFrom('known_browsers').select('browser_hash').where('user_id', '=', user.id).execute();
    expect(known).toHaveLength(1);
    expect(known[0]!.browser_hash).not.toContain(first.browser!.split('=')[1]);

    await signInFrom(user.email);
    const mail = await alertTo(user.email, newBrowserSubject);
    expect(mail.text).toContain('Was: Anmeldung in einem neuen Browser');
    expect(mail.text).toMatch(/Wann: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/);
    expect(mail.text).toContain('Browser: Firefox 126 unter Windows 10');
    expect(mail.text).toContain('Adresse (IP): 203.0.113.7');
    expect(mail.text).toContain('Wenn Sie das waren, ist nichts zu tun.');
    expect(mail.text).toContain(
      'Der Link beendet alle Anmeldungen Ihres Kontos, sperrt die in den letzten 24 Stunden aktivierten Geräte und führt Sie zu einem neuen Passwort. Er gilt 7 Tage lang und nur einmal.',
    );
    expect(mail.text).not.toContain('Wer:');
    expect(mail.text).toContain('Das war ich nicht');
    expect(notMeCodeIn(mail.text)).toMatch(/^[\w-]{43}$/);
  });

  it('mails a changed password, a second factor added or removed and changed admin rights; nothing to an account whose mail an admin disabled', async () => {
    const user = await createUser(t.db, { kind: 'classic', password });
    const cookie = (await signInFrom(user.email)).session;
    const changed = await changeOwnPassword(t, cookie);
    expect(changed.statusCode).toBe(200);

    const admin = await createUser(t.db, { kind: 'admin', password });
    const adminCookie = (await signInFrom(admin.email)).session;
    const rights = async (action: 'makeAdmin' | 'deleteAdmin') =>
      t.app.inject({
        method: 'POST',
        url: `/webapi/users/${action}/${user.id}/${await tokenOf(t.app, adminCookie, '/webapi/adminRightsToken')}`,
        headers: { cookie: adminCookie },
      });
    expect((await rights('makeAdmin')).statusCode).toBe(200);
    expect((await rights('makeAdmin')).statusCode).toBe(200);
    expect((await alertsTo(user.email)).map((mail) => mail.subject).sort()).toEqual([
      'Sicherheitshinweis: Adminrechte erhalten',
      'Sicherheitshinweis: Passwort geändert',
    ]);

    const quiet = await createUser(t.db, { kind: 'classic', password });
    await giveSecondFactor(t.db, t.config, quiet.id);
    await t.db.updateTable('users').set({ disable_email: true }).where('id', '=', quiet.id).execute();
    const reset = await t.app.inject({
      method: 'POST',
      url: `/webapi/admin/user-security/${quiet.id}/reset-second-factor`,
      ...formRequest({ _token: await tokenOf(t.app, adminCookie, '/webapi/second-factor-token') }, adminCookie),
    });
    expect(reset.statusCode).toBe(200);
    expect(await alertsTo(quiet.email)).toEqual([]);
    expect(await t.db.selectFrom('account_alerts').select('id').where('user_id', '=', quiet.id).execute()).toEqual([]);
  });

  it('an administrator’s action says “Wer: ein Administrator des Portals”, never his address or browser', async () => {
    const user = await createUser(t.db, { kind: 'classic', password });
    await giveSecondFactor(t.db, t.config, user.id);
    const admin = await createUser(t.db, { kind: 'admin', password });
    const adminCookie = (await signInFrom(admin.email)).session;
    const adminPost = (url: string, form: Record<string, string>) =>
      t.app.inject({ method: 'POST', url, ...formRequest(form, adminCookie, { 'user-agent': firefox }), remoteAddress: '203.0.113.7' });
    const rightsToken = await tokenOf(t.app, adminCookie, '/webapi/adminRightsToken');
    expect((await adminPost(`/webapi/users/makeAdmin/${user.id}/${rightsToken}`, {})).statusCode).toBe(200);
    const newPassword = await adminPost(`/webapi/changePw/${user.id}`, {
      'plainPassword[first]': 'vom-admin-456',
      'plainPassword[second]': 'vom-admin-456',
      _token: await tokenOf(t.app, adminCookie, '/webapi/changePwToken'),
    });
    expect(newPassword.statusCode).toBe(200);
    const reset = await adminPost(`/webapi/admin/user-security/${user.id}/reset-second-factor`, {
      _token: await tokenOf(t.app, adminCookie, '/webapi/second-factor-token'),
    });
    expect(reset.statusCode).toBe(200);

    const alerts = await alertsTo(user.email);
    // The outbox orders by delivery, which the background may finish in any order.
    expect(alerts.map((mail) => mail.subject).sort()).toEqual([
      'Sicherheitshinweis: Adminrechte erhalten',
      'Sicherheitshinweis: Passwort geändert',
      'Sicherheitshinweis: Zwei-Faktor-Anmeldung entfernt',
    ]);
    for (const mail of alerts) {
      expect(mail.text).toContain('Wer: ein Administrator des Portals');
      expect(mail.text).toContain('Wenn Sie diese Änderung erwartet haben, ist nichts zu tun.');
      expect(mail.text).not.toContain('Browser:');
      expect(mail.text).not.toContain('Adresse (IP):');
      expect(mail.text).not.toContain('203.0.113.7');
      expect(mail.text).not.toContain('Firefox');
      expect(notMeCodeIn(mail.text)).toMatch(/^[\w-]{43}$/);
    }
    // Nor does the account's alert history keep the admin's address or browser.
    const kept = await t.db.selectFrom('account_alerts').select(['browser', 'address']).where('user_id', '=', user.id).execute();
    expect(kept).toEqual(Array(3).fill({ browser: null, address: null }));
  });

  /** An account's first browser, then five new ones within the hour: three alerts go out, two are held back. */
  async function burstOfNewBrowsers() {
    const user = await createUser(t.db, { kind: 'classic', password });
    await signInFrom(user.email);
    for (let browser = 0; browser < 5; browser += 1) await signInFrom(user.email);
    expect(await alertsTo(user.email)).toHaveLength(3);
    return user;
  }

  /** The account's alert mails moved two hours back: its hourly limit is free again. */
  const anHourLater = (userId: number) =>
    t.db
      .updateTable('account_alerts')
      .set({ sent_at: new Date(Date.now() - 2 * 60 * 60_000) })
      .where('user_id', '=', userId)
      .where('sent_at', 'is not', null)
      .execute();

  it('sends at most three alerts an hour per account and summarises the held ones in the next', async () => {
    const user = await burstOfNewBrowsers();
    // An hour later the next alert goes out and names the two held back.
    await anHourLater(user.id);
    await signInFrom(user.email);
    expect(await alertsTo(user.email)).toHaveLength(4);
    const summaries = (await alertsTo(user.email)).filter((mail) => mail.text.includes('Außerdem seit unserer letzten Nachricht:'));
    expect(summaries).toHaveLength(1);
    expect(summaries[0]!.text.match(/Uhr: Anmeldung in einem neuen Browser/g)).toHaveLength(2);

    // The hourly cleanup removes alerts (and their addresses) after 30 days.
    await t.db
      .updateTable('account_alerts')
      .set({ happened_at: new Date(Date.now() - 31 * 24 * 60 * 60_000) })
      .where('user_id', '=', user.id)
      .execute();
    await t.app.scheduledJobs.get('account-alert-cleanup')!.run();
    expect(await t.db.selectFrom('account_alerts').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it('mails the held alerts once the hour has passed, even when nothing else happens: the newest, with the others named', async () => {
    const user = await burstOfNewBrowsers();
    const summaries = t.app.scheduledJobs.get('account-alert-summaries')!;
    // Within the hour the limit holds.
    await summaries.run();
    expect(await alertsTo(user.email)).toHaveLength(3);

    await anHourLater(user.id);
    await summaries.run();
    const alerts = await alertsTo(user.email);
    expect(alerts).toHaveLength(4);
    // The newest held alert is the mail's own, with its browser's address; the older held one is named below.
    const summary = alerts.at(-1)!;
    expect(summary.text).toContain('Was: Anmeldung in einem neuen Browser');
    expect(summary.text).toContain('Außerdem seit unserer letzten Nachricht:');
    expect(summary.text.match(/Uhr: Anmeldung in einem neuen Browser/g)).toHaveLength(1);
    expect(summary.text).toContain('203.0.113.7');
    // Told once.
    await summaries.run();
    expect(await alertsTo(user.email)).toHaveLength(4);
  });

  it('“Das war ich nicht” ends every session, revokes device tokens of the last 24 hours, is recorded, works once and leads to a new password with the second factor', async () => {
    const user = await createUser(t.db, { kind: 'classic', password });
    const first = await signInFrom(user.email);
    await t.db
      .insertInto('devices')
      .values([
        { user_id: user.id, machine_id: 'neu', name: 'Neu', token_hash: 'a'.repeat(64), token_issued_at: new Date(Date.now() - 60_000) },
        {
          user_id: user.id,
          machine_id: 'alt',
          name: 'Alt',
          token_hash: 'b'.repeat(64),
          token_issued_at: new Date(Date.now() - 3 * 86_400_000),
        },
      ])
      .execute();
    await signInFrom(user.email);
    const mail = await alertTo(user.email, newBrowserSubject);
    const code = notMeCodeIn(mail.text);
    // The account has a second factor: the new password still asks for it.
    await giveSecondFactor(t.db, t.config, user.id);

    const report = async () => {
      const { token, cookie } = await anonymousTokenOf(t.app, '/webapi/not-me-token');
      return t.app.inject({ method: 'POST', url: `/webapi/not-me/${code}`, ...formRequest({ _token: token }, cookie) });
    };
    const reported = await report();
    expect(reported.statusCode).toBe(200);
    const { resetPath } = reported.json() as { resetPath: string };
    expect(resetPath).toMatch(/^\/confirm-forgotten-password\/[\w-]+$/);
    expect((await t.app.inject({ method: 'GET', url: '/webapi/userinfo', headers: { cookie: first.session } })).statusCode).toBe(401);
    const devices = await t.db.selectFrom('devices').select(['machine_id', 'token_hash']).where('user_id', '=', user.id).execute();
    expect(Object.fromEntries(devices.map((device) => [device.machine_id, device.token_hash]))).toEqual({ neu: null, alt: 'b'.repeat(64) });
    const recorded = await auditEntries(t.db, user.id, 'not-me-reported');
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ actor_id: user.id, after: { sessionsEnded: true, deviceTokensRevoked: 1 } });

    const again = await report();
    expect([again.statusCode, again.json().error]).toEqual([410, 'code-used']);

    const resetCode = resetPath.split('/').pop()!;
    const { token, cookie } = await anonymousTokenOf(t.app, '/webapi/set-new-password-forgotten-token');
    const newPassword = await t.app.inject({
      method: 'POST',
      url: `/webapi/confirm-forgotten-password/${resetCode}`,
      ...formRequest({ 'plainPassword[first]': 'ganz-neu-789', 'plainPassword[second]': 'ganz-neu-789', _token: token }, cookie),
    });
    expect(newPassword.json()).toEqual({ success: true, secondFactor: true });
  });
});

describe('an account alert that cannot be sent', () => {
  let t: TestAppWithMail;
  const log = logCollector();
  beforeAll(async () => {
    t = await createTestAppWithMail({ logStream: log.stream, env: { LOG_LEVEL: 'warn' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('leaves the action done and is logged with the account’s id', async () => {
    const user = await createUser(t.db, { kind: 'classic', password });
    const cookie = await signIn(t.app, user.email, password);
    // The alert's first write fails, as it would with the database at its limit.
    await sql`ALTER TABLE account_alerts RENAME TO account_alerts_away`.execute(t.db);
    const changed = await changeOwnPassword(t, cookie);
    expect([changed.statusCode, changed.json()]).toEqual([200, { success: true }]);
    await expect(signIn(t.app, user.email, 'neues-passwort-456')).resolves.toBeTruthy();
    expect(await t.mailsTo(user.email, 'account-alert')).toEqual([]);
    expect(log.lines).toContainEqual(
      expect.objectContaining({ level: 50, msg: 'Sicherheitshinweis nicht versandt', userId: user.id, kind: 'password-changed' }),
    );
  });

  it('never fails a sign-in: a browser that cannot be recorded is logged, and the person is signed in', async () => {
    const user = await createUser(t.db, { kind: 'classic', password });
    await sql`ALTER TABLE known_browsers RENAME TO known_browsers_away`.execute(t.db);
    try {
      await expect(signIn(t.app, user.email, password)).resolves.toBeTruthy();
      expect(log.lines).toContainEqual(expect.objectContaining({ level: 50, msg: 'Browser der Anmeldung nicht erfasst', userId: user.id }));
    } finally {
      await sql`ALTER TABLE known_browsers_away RENAME TO known_browsers`.execute(t.db);
    }
  });
});
