import { createHash, randomBytes } from 'node:crypto';
import { rules } from '@bfsm/api-adapter';
import type { ParsedMail } from 'mailparser';
import { solveCaptcha } from '../captcha/test-support/solve-captcha.js';
import { createUser, dateInDays } from '../factories/index.js';
import { sentTo, startSmtpSink, type SmtpSink } from '../mail/test-support/smtp-sink.js';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app.js';
import { registrationForm } from './test-support/registration-form.js';
import { anonymousTokenOf, formRequest } from '../test-support/webapi.js';

/** The code of the confirmation link in a mail's text. */
function confirmCodeIn(mail: ParsedMail | undefined): string {
  const code = /\/confirm-mail\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no confirmation link in mail "${mail?.subject ?? ''}"`);
  return code;
}

describe('registration with captcha and e-mail confirmation', () => {
  let t: TestApp;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL: 'https://portal.example.com' } });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  async function tokenAndCookie(): Promise<{ token: string; cookie: string; captchaUrl: string }> {
    const session = await anonymousTokenOf(t.app, '/webapi/register-token');
    return { ...session, captchaUrl: (session.body as { captcha: { challengeUrl: string } }).captcha.challengeUrl };
  }

  async function register(fields: Record<string, unknown>, options: { captcha?: string; token?: string; cookie?: string } = {}) {
    const session = await tokenAndCookie();
    const captcha = options.captcha ?? (await solveCaptcha(t.app));
    const form = registrationForm({
      email: 'neu@kunde.test',
      greeting: 'Frau',
      firstName: 'Nina',
      lastName: 'Neu',
      companyName: 'Neu GmbH',
      phone_number: '030 123',
      plainPassword: { first: 'sicheres-passwort', second: 'sicheres-passwort' },
      license_type: 'next-trial',
      privacy_policy_accepted: '1',
      terms_accepted: '1',
      captcha,
      _token: options.token ?? session.token,
      ...fields,
    });
    return t.app.inject({
      method: 'POST',
      url: '/webapi/register',
      payload: form.payload,
      headers: { ...form.headers, cookie: options.cookie ?? session.cookie },
    });
  }

  it('hands out a token and the address of the captcha challenge', async () => {
    const { captchaUrl } = await tokenAndCookie();
    expect(captchaUrl).toBe('/webapi/captcha/challenge');
    expect((await t.app.inject({ method: 'GET', url: '/webapi/register-token' })).json().phoneRequired).toBe(true);
  });

  it('registers a trial, mails a confirmation link built from PUBLIC_URL, confirms once, then lets the user sign in', async () => {
    const response = await register({ email: 'trial@kunde.test' });
    expect(response.json()).toEqual({ success: true });
    // The account is created right after the answer, before its confirmation mail.
    const mail = await sink.waitFor(sentTo('trial@kunde.test'));
    const user = await t.db.selectFrom('users').selectAll().where('email', '=', 'trial@kunde.test').executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      license_type: 1,
      license_expiration: dateInDays(rules.trialDays),
      email_confirmed: false,
      greeting: 'Frau',
      company_name: 'Neu GmbH',
    });
    expect(user.password_hash).toMatch(/^\$argon2id\$/);

    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    const link = /https:\/\/portal\.example\.com\/confirm-mail\/([\w-]+)/.exec(mail.text ?? '');
    expect(link).not.toBeNull();
    const code = link?.[1] as string;

    expect((await t.app.inject({ method: 'POST', url: `/webapi/confirm-mail/${code}` })).json()).toEqual({ success: true });
    const reused = await t.app.inject({ method: 'POST', url: `/webapi/confirm-mail/${code}` });
    expect(reused.statusCode).toBe(410);
    expect(reused.json().message).toBe('Dieser Link wurde bereits verwendet.');

    await signIn(t.app, 'trial@kunde.test', 'sicheres-passwort');
    const notifications = await t.db.selectFrom('notifications_sent').select('slug').where('user_id', '=', user.id).execute();
    expect(notifications.map((row) => row.slug)).toEqual(expect.arrayContaining(['register']));
  });

  it('sends a fresh confirmation link to someone who signs in with the right password before confirming', async () => {
    await register({ email: 'vergesslich@kunde.test' });
    const isMailTo = sentTo('vergesslich@kunde.test');
    await sink.waitFor(isMailTo);
    const signIn = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/check-login',
        ...formRequest({ username: 'vergesslich@kunde.test', password }),
      });

    const wrong = await signIn('falsches-passwort');
    expect(wrong.json().error).toBe('invalid-credentials');
    const right = await signIn('sicheres-passwort');
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      error: 'email-not-confirmed',
      message: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse. Wir haben Ihnen den Bestätigungslink soeben noch einmal gesendet.',
    });

    // The resent link's mail has been handed to the sink once the portal's mail has settled.
    await t.app.accountRequestsSettled();
    const [first, second] = sink.messages.filter(isMailTo);
    expect(confirmCodeIn(second)).not.toBe(confirmCodeIn(first));
    // The newer link works; the older one was replaced.
    expect((await t.app.inject({ method: 'POST', url: `/webapi/confirm-mail/${confirmCodeIn(first)}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/webapi/confirm-mail/${confirmCodeIn(second)}` })).statusCode).toBe(200);
    expect((await signIn('sicheres-passwort')).statusCode).toBe(200);
  });

  it('registers Concept as licence type 10 without expiry', async () => {
    await register({ email: 'concept@kunde.test', license_type: 'concept' });
    await sink.waitFor(sentTo('concept@kunde.test'));
    const user = await t.db.selectFrom('users').selectAll().where('email', '=', 'concept@kunde.test').executeTakeFirstOrThrow();
    expect(user).toMatchObject({ license_type: 10, license_expiration: null });
  });

  it('refuses a replayed captcha solution', async () => {
    const captcha = await solveCaptcha(t.app);
    expect((await register({ email: 'erst@kunde.test' }, { captcha })).statusCode).toBe(200);
    const replay = await register({ email: 'zweit@kunde.test' }, { captcha });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ target: 'captcha' });
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'zweit@kunde.test').executeTakeFirst()).toBeUndefined();
    expect(
      await t.db.selectFrom('account_requests').select('id').where('email', '=', 'zweit@kunde.test').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('refuses a missing or foreign token and creates nothing', async () => {
    const other = await tokenAndCookie();
    for (const token of ['', other.token]) {
      const response = await register({ email: 'ohne-token@kunde.test' }, { token });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('invalid-token');
    }
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'ohne-token@kunde.test').executeTakeFirst()).toBeUndefined();
    expect(
      await t.db.selectFrom('account_requests').select('id').where('email', '=', 'ohne-token@kunde.test').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('names the field of a server-side error, in German', async () => {
    const short = await register({ email: 'kurz@kunde.test', plainPassword: { first: 'kurz', second: 'kurz' } });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      error: 'invalid-input',
      message: 'Ihr Passwort muss mindestens 8 Zeichen lang sein.',
      target: 'plainPassword',
    });
    const mismatch = await register({
      email: 'kurz@kunde.test',
      plainPassword: { first: 'sicheres-passwort', second: 'anderes-passwort' },
    });
    expect(mismatch.json().message).toBe('Die Passwörter stimmen nicht überein.');
    const noPhone = await register({ email: 'kurz@kunde.test', phone_number: '' });
    expect(noPhone.json()).toMatchObject({ target: 'phone_number', message: 'Bitte geben Sie eine Telefonnummer an.' });
    const noTerms = await register({ email: 'kurz@kunde.test', terms_accepted: '' });
    expect(noTerms.json()).toMatchObject({ target: 'terms_accepted' });
  });

  it('answers an existing address exactly like a new one and mails the owner instead', async () => {
    const owner = await createUser(t.db, { kind: 'classic', email: 'vorhanden@kunde.test' });
    const fresh = await register({ email: 'ganz-neu@kunde.test' });
    const existing = await register({ email: 'VORHANDEN@kunde.test' });
    expect(existing.statusCode).toBe(fresh.statusCode);
    expect(existing.body).toBe(fresh.body);
    const mail = await sink.waitFor(sentTo('vorhanden@kunde.test'));
    expect(mail.text).toContain('Sie haben bereits ein Konto');
    const users = await t.db.selectFrom('users').select('id').where('email', 'ilike', 'vorhanden@kunde.test').execute();
    expect(users.map((row) => row.id)).toEqual([owner.id]);
  });

  it('answers unknown and malformed codes alike, and refuses an expired one', async () => {
    const malformed = await t.app.inject({ method: 'POST', url: '/webapi/confirm-mail/unsinn' });
    const unknown = await t.app.inject({ method: 'POST', url: `/webapi/confirm-mail/${randomBytes(32).toString('base64url')}` });
    expect(malformed.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(malformed.body);
    expect(unknown.json().message).toContain('Dieser Link ist ungültig');

    await register({ email: 'ablauf@kunde.test' });
    const code = confirmCodeIn(await sink.waitFor(sentTo('ablauf@kunde.test')));
    await t.db
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('code_hash', '=', createHash('sha256').update(code).digest('hex'))
      .execute();
    const expired = await t.app.inject({ method: 'POST', url: `/webapi/confirm-mail/${code}` });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe('Dieser Link ist abgelaufen. Bitte fordern Sie einen neuen an.');
  });

  it('makes codes random through and through; wrong codes cost the sending address, never the owner of a code', async () => {
    await register({ email: 'ziel-eins@kunde.test' });
    await register({ email: 'ziel-zwei@kunde.test' });
    const first = confirmCodeIn(await sink.waitFor(sentTo('ziel-eins@kunde.test')));
    const second = confirmCodeIn(await sink.waitFor(sentTo('ziel-zwei@kunde.test')));
    // 256 random bits each, no counting id in front that would point at the other.
    for (const code of [first, second]) expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.slice(0, 8)).not.toBe(second.slice(0, 8));

    const attacker = '203.0.113.66';
    const guess = (code: string) => t.app.inject({ method: 'POST', url: `/webapi/confirm-mail/${code}`, remoteAddress: attacker });
    const perAddress = 5 * 4;
    const guesses = [];
    for (let attempt = 0; attempt < perAddress; attempt++) guesses.push(await guess(randomBytes(32).toString('base64url')));
    expect(guesses.map((answer) => answer.statusCode)).toEqual(Array(perAddress).fill(404));
    const refused = await guess(first);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'too-many-attempts',
      message: 'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
    });

    // The owners, from their own addresses, are not harmed by any of it.
    expect((await t.app.inject({ method: 'POST', url: `/webapi/confirm-mail/${first}`, remoteAddress: '198.51.100.1' })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'POST', url: `/webapi/confirm-mail/${second}`, remoteAddress: '198.51.100.2' })).statusCode).toBe(
      200,
    );
  });

  it('lets no more parallel wrong codes through than sequential ones', async () => {
    const burst = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/webapi/confirm-mail/${randomBytes(32).toString('base64url')}`,
          remoteAddress: '203.0.113.67',
        }),
      ),
    );
    const statuses = burst.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 404)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('refuses a common password and the e-mail address as password, at the password field', async () => {
    const common = await register({ email: 'allerwelts@kunde.test', plainPassword: { first: 'Password1', second: 'Password1' } });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({
      error: 'invalid-input',
      message: 'Dieses Passwort ist zu leicht zu erraten. Bitte wählen Sie ein anderes.',
      target: 'plainPassword',
    });
    const ownAddress = await register({
      email: 'selbst@kunde.test',
      plainPassword: { first: 'SELBST@kunde.test', second: 'SELBST@kunde.test' },
    });
    expect(ownAddress.json()).toEqual({
      error: 'invalid-input',
      message: 'Ihr Passwort darf nicht Ihre E-Mail-Adresse sein.',
      target: 'plainPassword',
    });
    const queued = await t.db
      .selectFrom('account_requests')
      .select('id')
      .where('email', 'in', ['allerwelts@kunde.test', 'selbst@kunde.test'])
      .execute();
    expect(queued).toEqual([]);
  });

  it('hands a signed-in visitor a registration token without ending the session', async () => {
    const user = await createUser(t.db, { kind: 'trial', password: 'passwort-123' });
    const cookie = await signIn(t.app, user.email, 'passwort-123');
    const response = await t.app.inject({ method: 'GET', url: '/webapi/register-token', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toEqual(expect.any(String));
    expect((await t.app.inject({ method: 'GET', url: '/webapi/userinfo', headers: { cookie } })).json()).toMatchObject({ id: user.id });
  });
});
