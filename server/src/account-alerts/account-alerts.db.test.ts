import { createUser } from '../factories/index.js';
import { sentTo, startSmtpSink, type SmtpSink } from '../mail/test-support/smtp-sink.js';
import { giveSecondFactor } from '../test-support/second-factor.js';
import { createTestApp, sessionCookieIn, type TestApp } from '../test-support/test-app.js';
import { anonymousTokenOf, formRequest, postForm, tokenOf } from '../test-support/webapi.js';

jest.setTimeout(60_000);

const password = 'passwort-123';
const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0';
const newBrowserSubject = 'Sicherheitshinweis: Anmeldung in einem neuen Browser';

describe('account alerts and “Das war ich nicht”', () => {
  let t: TestApp;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ env: { SMTP_URL: sink.url } });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
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

  const alertsTo = async (email: string) => {
    await t.app.accountRequestsSettled();
    return t.db
      .selectFrom('outgoing_mails')
      .select('subject')
      .where('to_address', '=', email)
      .where('slug', '=', 'account-alert')
      .execute();
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
    const mail = await sink.waitFor((candidate) => sentTo(user.email)(candidate) && candidate.subject === newBrowserSubject);
    expect(mail.text).toContain('Was: Anmeldung in einem neuen Browser');
    expect(mail.text).toMatch(/Wann: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/);
    expect(mail.text).toContain('Browser: Firefox 126 unter Windows 10');
    expect(mail.text).toContain('Adresse (IP): 203.0.113.7');
    expect(mail.text).toContain('Das war ich nicht');
    expect(notMeCodeIn(mail.text)).toMatch(/^[\w-]{43}$/);
  });

  it('mails a changed password, a second factor added or removed and changed admin rights; nothing to an account whose mail an admin disabled', async () => {
    const user = await createUser(t.db, { kind: 'classic', password });
    const cookie = (await signInFrom(user.email)).session;
    const changed = await postForm(t.app, '/webapi/changePw', {
      cookie,
      form: {
        oldPassword: password,
        'plainPassword[first]': 'neues-passwort-456',
        'plainPassword[second]': 'neues-passwort-456',
        _token: await tokenOf(t.app, cookie, '/webapi/changePwToken'),
      },
    });
    expect(changed.statusCode).toBe(200);
    await sink.waitFor((mail) => sentTo(user.email)(mail) && mail.subject === 'Sicherheitshinweis: Passwort geändert');

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
    await sink.waitFor((mail) => sentTo(user.email)(mail) && mail.subject === 'Sicherheitshinweis: Adminrechte erhalten');
    expect((await alertsTo(user.email)).map((mail) => mail.subject)).toEqual([
      'Sicherheitshinweis: Passwort geändert',
      'Sicherheitshinweis: Adminrechte erhalten',
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

  it('sends at most three alerts an hour per account and summarises the held ones in the next', async () => {
    const user = await createUser(t.db, { kind: 'classic', password });
    await signInFrom(user.email);
    for (let browser = 0; browser < 5; browser += 1) await signInFrom(user.email);
    expect(await alertsTo(user.email)).toHaveLength(3);
    // An hour later the next alert goes out and names the two held back.
    await t.db
      .updateTable('account_alerts')
      .set({ sent_at: new Date(Date.now() - 2 * 60 * 60_000) })
      .where('user_id', '=', user.id)
      .where('sent_at', 'is not', null)
      .execute();
    await signInFrom(user.email);
    expect(await alertsTo(user.email)).toHaveLength(4);
    const mails = await sink.waitFor(
      (mail) => sentTo(user.email)(mail) && (mail.text ?? '').includes('Außerdem seit unserer letzten Nachricht:'),
    );
    expect((mails.text ?? '').match(/Uhr: Anmeldung in einem neuen Browser/g)).toHaveLength(2);

    // The hourly cleanup removes alerts (and their addresses) after 30 days.
    await t.db
      .updateTable('account_alerts')
      .set({ happened_at: new Date(Date.now() - 31 * 24 * 60 * 60_000) })
      .where('user_id', '=', user.id)
      .execute();
    await t.app.scheduledJobs.get('account-alert-cleanup')!.run();
    expect(await t.db.selectFrom('account_alerts').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
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
    const mail = await sink.waitFor((candidate) => sentTo(user.email)(candidate) && candidate.subject === newBrowserSubject);
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
    const recorded = await t.db
      .selectFrom('audit_events')
      .selectAll()
      .where('kind', '=', 'not-me-reported')
      .where('subject_id', '=', user.id)
      .execute();
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
