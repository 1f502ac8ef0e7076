import { createUser } from '../factories/index.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { createTestAppWithMail, type TestAppWithMail } from '../test-support/test-app-with-mail.js';
import { accountMailsPerAddress } from './account-mail-limit.js';
import { randomAnswerDeferralMs } from './answer-deferral.js';
import { registerThroughForm, requestResetThroughForm } from './test-support/register-through-form.js';

/**
 * Reset and confirmation mails are limited per address and window (decision 030), with the same
 * answer as always; and the work after the answer waits a random moment, whichever the address.
 * The absence of a mail is proven by waiting until the queue and its mails are done, not by time.
 */
describe('account mails per address', () => {
  let t: TestAppWithMail;
  beforeAll(async () => {
    t = await createTestAppWithMail();
  });
  afterAll(async () => {
    await t.close();
  });

  const mailsTo = async (email: string, subject: string) => (await t.mailsTo(email)).filter((mail) => mail.subject === subject);

  it(`sends at most ${accountMailsPerAddress} reset mails to one address per window, and answers the next request alike`, async () => {
    const user = await createUser(t.db, { kind: 'classic', email: 'vielgefragt@kunde.test' });
    const answers = [];
    for (let request = 0; request <= accountMailsPerAddress; request++) answers.push(await requestResetThroughForm(t.app, user.email));
    await t.app.accountRequestsSettled();

    expect(new Set(answers.map((answer) => `${answer.statusCode} ${answer.body}`))).toEqual(new Set(['200 {"success":true}']));
    expect(await mailsTo(user.email, 'Neues Passwort vergeben')).toHaveLength(accountMailsPerAddress);
    expect(await t.db.selectFrom('account_requests').select('id').execute()).toEqual([]);
    // Another address is not held up by it.
    const other = await createUser(t.db, { kind: 'classic', email: 'anderer@kunde.test' });
    await requestResetThroughForm(t.app, other.email);
    await t.app.accountRequestsSettled();
    expect(await mailsTo(other.email, 'Neues Passwort vergeben')).toHaveLength(1);
  });

  it(`sends at most ${accountMailsPerAddress} confirmation mails to one address per window`, async () => {
    const email = 'dauerregistriert@kunde.test';
    const answers = [];
    for (let request = 0; request <= accountMailsPerAddress; request++)
      answers.push(await registerThroughForm(t.app, { email, password: `Ein-Eigenes-Passwort-${request}` }));
    await t.app.accountRequestsSettled();

    expect(new Set(answers.map((answer) => `${answer.statusCode} ${answer.body}`))).toEqual(new Set(['200 {"success":true}']));
    expect(await mailsTo(email, 'Bitte bestätigen Sie Ihre E-Mail-Adresse')).toHaveLength(accountMailsPerAddress);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', email).execute()).toHaveLength(1);
  });

  it('counts an address without an account as well, so the limit tells nothing about accounts', async () => {
    await requestResetThroughForm(t.app, 'niemand-hier@kunde.test');
    await t.app.accountRequestsSettled();
    const counter = await t.db
      .selectFrom('attempt_counters')
      .select('attempts')
      .where('key', '=', 'account-mails:niemand-hier@kunde.test')
      .executeTakeFirst();
    expect(counter?.attempts).toBe(1);
  });
});

describe('the work after the answer', () => {
  /** Long enough that a loaded machine still looks at the queue before the work is due. */
  const deferralMs = 1500;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ answerDeferralMs: () => deferralMs });
  });
  afterAll(() => t.close());

  it('waits for the moment it is due, for known and unknown addresses alike', async () => {
    const known = await createUser(t.db, { kind: 'classic', email: 'spaeter-bekannt@kunde.test' });
    for (const email of [known.email, 'spaeter-unbekannt@kunde.test']) {
      await requestResetThroughForm(t.app, email);
      // The answer is out, and the request is untouched, due a while after it was queued.
      const queued = await t.db
        .selectFrom('account_requests')
        .select(['created_at', 'next_attempt_at'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(queued.next_attempt_at.getTime() - queued.created_at.getTime()).toBeGreaterThan(deferralMs - 200);
    }
    await t.app.accountRequestsSettled();
    expect(await t.db.selectFrom('account_requests').select('id').execute()).toEqual([]);
    expect(await t.db.selectFrom('outgoing_mails').select('to_address').execute()).toEqual([{ to_address: known.email }]);
  });

  it('is due at a random moment a quarter of a second at most after the answer', () => {
    const delays = Array.from({ length: 200 }, () => randomAnswerDeferralMs());
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(25);
    expect(Math.max(...delays)).toBeLessThan(250);
    expect(new Set(delays).size).toBeGreaterThan(50);
  });
});
