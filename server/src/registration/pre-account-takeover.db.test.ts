import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import { outboxMails } from '../mail/test-support/outbox.js';
import { desktopApi } from '../test-support/desktop-api.js';
import { createTestApp, sessionCookieIn, sessionCookieOf, signedInUser, type TestApp } from '../test-support/test-app.js';
import { registerThroughForm, requestResetThroughForm, setNewPasswordThroughForm } from './test-support/register-through-form.js';
import { formRequest } from '../test-support/webapi.js';

const attackerPassword = 'Angreifer-Passwort-71';
const ownerPassword = 'Eigentuemer-Passwort-42';

/** The code of the link in a mail's text. */
function codeIn(mail: ParsedMail | undefined, route: 'confirm-mail' | 'confirm-forgotten-password'): string {
  const code = new RegExp(`/${route}/([\\w-]+)`).exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no ${route} link in mail "${mail?.subject ?? ''}"`);
  return code;
}

/**
 * Someone registers an address that is not his, with a password of his own, before its owner does
 * (decision 030). Whatever he does, the owner's link must confirm the owner's registration, and
 * his password must never sign in to the confirmed account.
 */
describe('registration cannot be claimed in advance', () => {
  let t: TestApp;
  const dataDir = path.join(os.tmpdir(), `bfsm-takeover-${process.pid}-${Date.now()}`);
  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const signInAnswer = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/check-login',
      ...formRequest({ username: email, password }),
    });
  const activate = (email: string, password: string) =>
    desktopApi(t.app).activate({ email, password, fingerprint: `fp-${email}`, deviceName: 'Büro-PC' });
  const confirm = (code: string) => t.app.inject({ method: 'POST', url: `/webapi/confirm-mail/${code}` });

  /** The confirmation mails to `email`, told apart by the last name each registrant gave. */
  async function confirmationMailsTo(email: string): Promise<{ attacker: ParsedMail[]; owner: ParsedMail[] }> {
    await t.app.accountRequestsSettled();
    const mails = (await outboxMails(dataDir)).filter(
      (mail) => mail.subject === 'Bitte bestätigen Sie Ihre E-Mail-Adresse' && JSON.stringify(mail.to).includes(email),
    );
    return {
      attacker: mails.filter((mail) => mail.text?.includes('Angreifer')),
      owner: mails.filter((mail) => mail.text?.includes('Eigentümer')),
    };
  }

  it('confirms the owner’s password with the owner’s link, though a stranger registered the address first', async () => {
    const email = 'opfer@kunde.test';
    const first = await registerThroughForm(t.app, { email, password: attackerPassword, lastName: 'Angreifer' });
    const second = await registerThroughForm(t.app, { email, password: ownerPassword, lastName: 'Eigentümer' });
    // Both get the same answer: nobody learns that the address was taken.
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);

    const mails = await confirmationMailsTo(email);
    expect(mails.owner).toHaveLength(1);
    expect(mails.attacker).toHaveLength(1);
    expect((await confirm(codeIn(mails.owner[0], 'confirm-mail'))).json()).toEqual({ success: true });

    expect((await signInAnswer(email, attackerPassword)).json()).toMatchObject({ error: 'invalid-credentials' });
    expect((await activate(email, attackerPassword)).json()).toMatchObject({ error: 'invalid-credentials' });
    const owner = await signInAnswer(email, ownerPassword);
    expect(owner.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/webapi/userinfo', headers: { cookie: sessionCookieOf(owner) } })).json(),
    ).toMatchObject({ email, lastName: 'Eigentümer' });

    // The stranger's link, used afterwards, changes nothing on the confirmed account.
    expect((await confirm(codeIn(mails.attacker[0], 'confirm-mail'))).statusCode).toBe(200);
    expect((await signInAnswer(email, attackerPassword)).statusCode).toBe(400);
    expect((await signInAnswer(email, ownerPassword)).statusCode).toBe(200);
  });

  it('keeps the owner’s link working when the stranger registers after him', async () => {
    const email = 'spaeter@kunde.test';
    await registerThroughForm(t.app, { email, password: ownerPassword, lastName: 'Eigentümer' });
    await t.app.accountRequestsSettled();
    await registerThroughForm(t.app, { email, password: attackerPassword, lastName: 'Angreifer' });
    const mails = await confirmationMailsTo(email);
    expect(mails.owner).toHaveLength(1);
    expect(mails.attacker).toHaveLength(1);
    // The account stays as the owner's registration made it; the stranger's password opens nothing, not even a fresh link.
    expect((await signInAnswer(email, attackerPassword)).json()).toMatchObject({ error: 'invalid-credentials' });

    expect((await confirm(codeIn(mails.owner[0], 'confirm-mail'))).statusCode).toBe(200);
    expect((await signInAnswer(email, attackerPassword)).statusCode).toBe(400);
    expect((await signInAnswer(email, ownerPassword)).statusCode).toBe(200);
  });

  it('sends whoever signs in before confirming a fresh link for his own registration only', async () => {
    const email = 'frisch@kunde.test';
    await registerThroughForm(t.app, { email, password: attackerPassword, lastName: 'Angreifer' });
    await t.app.accountRequestsSettled();
    await registerThroughForm(t.app, { email, password: ownerPassword, lastName: 'Eigentümer' });
    await t.app.accountRequestsSettled();
    // The stranger's registration made the account, so his password gets him a fresh link (to the owner's mailbox) ...
    expect((await signInAnswer(email, attackerPassword)).json()).toMatchObject({ error: 'email-not-confirmed' });
    const mails = await confirmationMailsTo(email);
    expect(mails.attacker).toHaveLength(2);
    // ... which neither voids nor outranks the owner's link.
    expect((await confirm(codeIn(mails.owner[0], 'confirm-mail'))).statusCode).toBe(200);
    expect((await signInAnswer(email, attackerPassword)).statusCode).toBe(400);
    expect((await signInAnswer(email, ownerPassword)).statusCode).toBe(200);
  });

  it('gives an unconfirmed account no session and no device, even with its right password', async () => {
    const email = 'unbestaetigt@kunde.test';
    await registerThroughForm(t.app, { email, password: attackerPassword, lastName: 'Angreifer' });
    await t.app.accountRequestsSettled();

    const web = await signInAnswer(email, attackerPassword);
    expect(web.statusCode).toBe(403);
    expect(web.json()).toEqual({
      error: 'email-not-confirmed',
      message: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse. Wir haben Ihnen den Bestätigungslink soeben noch einmal gesendet.',
    });
    const cookie = sessionCookieIn(web);
    const headers = cookie ? { cookie } : {};
    expect((await t.app.inject({ method: 'GET', url: '/webapi/userinfo', headers })).statusCode).toBe(401);

    const desktop = await activate(email, attackerPassword);
    expect(desktop.statusCode).toBe(403);
    expect(desktop.json()).toEqual({
      error: 'email-not-confirmed',
      message: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse mit dem Link aus unserer E-Mail.',
    });
    const devices = await t.db
      .selectFrom('devices')
      .innerJoin('users', 'users.id', 'devices.user_id')
      .select('devices.id')
      .where('users.email', '=', email)
      .execute();
    expect(devices).toEqual([]);
  });

  it('confirms the address with a reset link before its session starts, and the stranger’s password is gone', async () => {
    const email = 'zuruecksetzen@kunde.test';
    await registerThroughForm(t.app, { email, password: attackerPassword, lastName: 'Angreifer' });
    await t.app.accountRequestsSettled();
    await requestResetThroughForm(t.app, email);
    await t.app.accountRequestsSettled();
    const reset = (await outboxMails(dataDir)).find(
      (mail) => mail.subject === 'Neues Passwort vergeben' && JSON.stringify(mail.to).includes(email),
    );
    const done = await setNewPasswordThroughForm(t.app, codeIn(reset, 'confirm-forgotten-password'), ownerPassword);
    expect(done.json()).toEqual({ success: true });
    const account = await t.db.selectFrom('users').select('email_confirmed').where('email', '=', email).executeTakeFirstOrThrow();
    expect(account.email_confirmed).toBe(true);
    expect((await signInAnswer(email, attackerPassword)).statusCode).toBe(400);
  });

  it('leaves no password when an admin confirms an address that two registrations wait for', async () => {
    const email = 'doppelt@kunde.test';
    await registerThroughForm(t.app, { email, password: attackerPassword, lastName: 'Angreifer' });
    await t.app.accountRequestsSettled();
    await registerThroughForm(t.app, { email, password: ownerPassword, lastName: 'Eigentümer' });
    await t.app.accountRequestsSettled();
    const account = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const { cookie } = await signedInUser(t, 'admin');
    expect((await t.app.inject({ method: 'POST', url: `/webapi/admin-confirm-mail/${account.id}`, headers: { cookie } })).statusCode).toBe(
      200,
    );
    // Nobody can say whose password the account held: the owner sets one with 'Passwort vergessen'.
    expect((await signInAnswer(email, attackerPassword)).statusCode).toBe(400);
    expect((await signInAnswer(email, ownerPassword)).statusCode).toBe(400);
  });
});
