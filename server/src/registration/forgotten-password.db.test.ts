import { solveCaptcha } from '../captcha/test-support/solve-captcha.js';
import { issueCode } from '../codes/one-time-codes.js';
import { createUser } from '../factories/index.js';
import { sentTo, startSmtpSink, type SmtpSink } from '../mail/test-support/smtp-sink.js';
import { createTestApp, sessionCookieOf, signIn, type TestApp } from '../test-support/test-app.js';
import { formRequest } from '../test-support/webapi.js';
import { requestResetThroughForm, setNewPasswordThroughForm } from './test-support/register-through-form.js';

describe('forgotten password', () => {
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

  const requestReset = (email: string, captcha?: string) => requestResetThroughForm(t.app, email, captcha);

  async function resetCodeFor(email: string): Promise<string> {
    const mail = await sink.waitFor((candidate) => sentTo(email)(candidate) && candidate.subject === 'Neues Passwort vergeben');
    const code = /\/confirm-forgotten-password\/([\w-]+)/.exec(mail.text ?? '')?.[1];
    if (!code) throw new Error(`no reset link in mail to ${email}`);
    return code;
  }

  const setNewPassword = (code: string, first: string, second = first) => setNewPasswordThroughForm(t.app, code, first, second);

  it('answers a known and an unknown address identically, and mails only the known one', async () => {
    await createUser(t.db, { kind: 'classic', email: 'bekannt@kunde.test' });
    const known = await requestReset('bekannt@kunde.test');
    const unknown = await requestReset('unbekannt@kunde.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await resetCodeFor('bekannt@kunde.test');
    // Both requests were queued alike; once the queue has worked them off, the unknown one has come to nothing.
    await t.app.accountRequestsSettled();
    expect(await t.db.selectFrom('account_requests').select('id').execute()).toEqual([]);
    const mails = await t.db.selectFrom('outgoing_mails').select('to_address').execute();
    expect(mails.map((mail) => mail.to_address)).not.toContain('unbekannt@kunde.test');
  });

  it('needs a solved captcha and a token', async () => {
    expect((await requestReset('bekannt@kunde.test', 'kein-captcha')).json()).toMatchObject({ target: 'captcha' });
    const tokenless = await t.app.inject({
      method: 'POST',
      url: '/webapi/forgot-password',
      ...formRequest({ email: 'bekannt@kunde.test', captcha: await solveCaptcha(t.app) }),
    });
    expect(tokenless.statusCode).toBe(403);
  });

  it('tests the code, resets the password once, signs this browser in and ends every other session', async () => {
    const user = await createUser(t.db, { kind: 'trial', email: 'reset@kunde.test', password: 'altes-passwort' });
    const otherBrowser = await signIn(t.app, user.email, 'altes-passwort');
    await requestReset(user.email);
    const code = await resetCodeFor(user.email);

    const test = await t.app.inject({ method: 'GET', url: `/webapi/test-confirm-forgotten-password/${code}` });
    expect(test.json()).toEqual({ success: true, email: 'reset@kunde.test' });

    const tooShort = await setNewPassword(code, 'kurz');
    expect(tooShort.json()).toMatchObject({ message: 'Ihr Passwort ist nicht lang genug.', target: 'plainPassword' });
    const mismatch = await setNewPassword(code, 'neues-passwort', 'anderes-passwort');
    expect(mismatch.json().message).toBe('Beide Passwörter stimmen nicht überein.');

    const done = await setNewPassword(code, 'neues-passwort');
    expect(done.json()).toEqual({ success: true });
    const thisBrowser = sessionCookieOf(done);
    expect((await t.app.inject({ method: 'GET', url: '/webapi/userinfo', headers: { cookie: thisBrowser } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/webapi/userinfo', headers: { cookie: otherBrowser } })).statusCode).toBe(401);

    await signIn(t.app, user.email, 'neues-passwort');
    await expect(signIn(t.app, user.email, 'altes-passwort')).rejects.toThrow('400');
    expect((await setNewPassword(code, 'drittes-passwort')).statusCode).toBe(410);
  });

  it('refuses an expired code', async () => {
    const user = await createUser(t.db, { kind: 'trial', email: 'ablauf-reset@kunde.test' });
    await requestReset(user.email);
    const code = await resetCodeFor(user.email);
    await t.db
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('user_id', '=', user.id)
      .execute();
    expect((await t.app.inject({ method: 'GET', url: `/webapi/test-confirm-forgotten-password/${code}` })).statusCode).toBe(410);
  });

  it('keeps the link usable after refused new passwords: only its holder can get that far', async () => {
    const user = await createUser(t.db, { kind: 'trial', email: 'versuche@kunde.test' });
    await requestReset(user.email);
    const code = await resetCodeFor(user.email);
    for (let attempt = 0; attempt < 6; attempt++) expect((await setNewPassword(code, 'kurz')).statusCode).toBe(400);
    expect((await setNewPassword(code, 'gutes-passwort')).statusCode).toBe(200);
  });

  it('refuses a common password and the own e-mail address as the new password', async () => {
    const user = await createUser(t.db, { kind: 'classic', email: 'neu-setzen@kunde.test' });
    await requestReset(user.email);
    const code = await resetCodeFor(user.email);
    expect((await setNewPassword(code, 'iloveyou1')).json()).toEqual({
      error: 'invalid-input',
      message: 'Dieses Passwort ist zu leicht zu erraten. Bitte wählen Sie ein anderes.',
      target: 'plainPassword',
    });
    expect((await setNewPassword(code, 'Neu-Setzen@Kunde.test')).json()).toEqual({
      error: 'invalid-input',
      message: 'Ihr Passwort darf nicht Ihre E-Mail-Adresse sein.',
      target: 'plainPassword',
    });
    expect((await setNewPassword(code, 'Ein-Eigenes-Passwort-9')).json()).toEqual({ success: true });
  });

  it('lets reset codes live at most an hour', async () => {
    const user = await createUser(t.db, { kind: 'trial', email: 'stunde@kunde.test' });
    await requestReset(user.email);
    await resetCodeFor(user.email);
    const row = await t.db
      .selectFrom('one_time_codes')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('purpose', '=', 'reset-password')
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("keeps a training account's fixed password: no reset mail, and a code from before is refused", async () => {
    const limited = await createUser(t.db, { kind: 'limited', email: 'schulung@kunde.test', password: 'schulungs-passwort' });
    const known = await requestReset(limited.email);
    expect(known.statusCode).toBe(200);
    expect(await t.db.selectFrom('one_time_codes').select('id').where('user_id', '=', limited.id).execute()).toEqual([]);

    // A code issued before the account became a training account.
    const code = await issueCode(t.db, limited.id, 'reset-password', 60);
    const refusal = { error: 'limited-user', message: 'Das Passwort dieses Kontos kann nicht geändert werden.' };
    const test = await t.app.inject({ method: 'GET', url: `/webapi/test-confirm-forgotten-password/${code}` });
    expect(test.statusCode).toBe(403);
    expect(test.json()).toEqual(refusal);
    const reset = await setNewPassword(code, 'neues-passwort');
    expect(reset.statusCode).toBe(403);
    expect(reset.json()).toEqual(refusal);
    await signIn(t.app, limited.email, 'schulungs-passwort');
  });
});
