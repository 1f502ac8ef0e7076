import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { allCalls, LICENSE } from '@bfsm/api-adapter';
import { issueCode } from '../codes/one-time-codes.js';
import { createInvitation, createPool, createUser, defaultPassword, type User } from '../factories/index.js';
import { createSecretBox } from '../security/secret-box.js';
import { newTotpSecret } from '../second-factor/totp.js';
import { authenticatorCode, giveSecondFactor } from '../test-support/second-factor.js';
import { createTestApp, sessionCookieIn, sessionCookieOf, signIn, type TestApp } from '../test-support/test-app.js';
import { anonymousTokenOf, postForm, tokenOf } from '../test-support/webapi.js';
import { hashSessionId } from './session-id.js';

/** Where one walk left the browser: its cookie, the answer of the call, and the account it was about. */
interface Visit {
  user: User;
  secret: string;
  cookie: string;
  answer: LightMyRequestResponse;
}

/** The cookie the browser holds after an answer: a new one when the answer set it, else the one it sent. */
const cookieAfter = (answer: LightMyRequestResponse, sent: string) => sessionCookieIn(answer) ?? sent;

describe('the session gate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function userWithSecondFactor(): Promise<{ user: User; secret: string }> {
    const user = await createUser(t.db, { kind: 'classic' });
    return { user, secret: await giveSecondFactor(t.db, t.config, user.id) };
  }

  async function anonymousCookie(): Promise<string> {
    return (await anonymousTokenOf(t.app, '/webapi/set-new-password-forgotten-token')).cookie;
  }

  /**
   * How a browser reaches each call that may start a session, for an account with a confirmed
   * second factor and without its code. Keyed by call name: the first test holds these keys to
   * the calls the contract marks `startsSession`, so a new such call fails here until it is walked.
   */
  const walks: Record<string, () => Promise<Visit>> = {
    async checkLogin() {
      const { user, secret } = await userWithSecondFactor();
      const answer = await postForm(t.app, '/check-login', { form: { username: user.email, password: defaultPassword } });
      return { user, secret, cookie: cookieAfter(answer, ''), answer };
    },

    async checkLoginCode() {
      const { user, secret } = await userWithSecondFactor();
      const cookie = await signIn(t.app, user.email, defaultPassword);
      const answer = await postForm(t.app, '/check-login-code', { cookie, form: { code: 'kein-code' } });
      return { user, secret, cookie: cookieAfter(answer, cookie), answer };
    },

    async confirmForgottenPassword() {
      const { user, secret } = await userWithSecondFactor();
      const code = await issueCode(t.db, user.id, 'reset-password', 60);
      const cookie = await anonymousCookie();
      const token = await tokenOf(t.app, cookie, '/webapi/set-new-password-forgotten-token');
      const answer = await postForm(t.app, `/webapi/confirm-forgotten-password/${code}`, {
        cookie,
        form: { 'plainPassword[first]': 'neu-und-lang-1', 'plainPassword[second]': 'neu-und-lang-1', _token: token },
      });
      return { user, secret, cookie: cookieAfter(answer, cookie), answer };
    },

    async acceptInvitation() {
      // The account only comes into being with the call: the test database gives it a confirmed
      // second factor the moment its row is written, so the gate meets it with one.
      const email = `eingeladen-${Date.now()}@gate.test`;
      const secret = newTotpSecret();
      if (!t.config.secondFactor.key) throw new Error('the test configuration has a SECOND_FACTOR_KEY');
      const sealed = createSecretBox(t.config.secondFactor.key).seal(secret);
      await sql`
        CREATE OR REPLACE FUNCTION gate_walk_factor() RETURNS trigger AS $$
        BEGIN
          IF NEW.email = ${sql.lit(email)} THEN
            INSERT INTO second_factors (user_id, secret_encrypted, confirmed_at) VALUES (NEW.id, ${sql.lit(sealed)}, now());
          END IF;
          RETURN NEW;
        END $$ LANGUAGE plpgsql`.execute(t.db);
      await sql`CREATE OR REPLACE TRIGGER gate_walk_factor AFTER INSERT ON users FOR EACH ROW EXECUTE FUNCTION gate_walk_factor()`.execute(
        t.db,
      );
      const owner = await createUser(t.db, { kind: 'nextOwner' });
      const pool = await createPool(t.db, { owner, licenses: [{ licenseType: LICENSE.insight, count: 1 }] });
      const invitation = await createInvitation(t.db, {
        pool,
        email,
        licenseType: LICENSE.insight,
        licenseId: pool.licenses[0]?.id ?? null,
      });
      const form = {
        newPassword1: 'geheim-genug',
        newPassword2: 'geheim-genug',
        accept_privacy: '1',
        accept_terms: '1',
        newsletter: '0',
        first_name: 'Gabi',
        last_name: 'Gate',
        greeting: 'Frau',
      };
      const answer = await postForm(t.app, `/webapi/accept-invitation/${invitation.id}/${invitation.code}`, { form });
      await sql`DROP TRIGGER gate_walk_factor ON users`.execute(t.db);
      const user = await t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
      return { user, secret, cookie: cookieAfter(answer, ''), answer };
    },
  };

  /**
   * Calls whose own proof is both factors: a passkey with user verification (decision 043). That
   * the gate signs them in without a code, and refuses an unconfirmed address, passkeys.db.test.ts shows.
   */
  const bothFactorCalls = ['finishPasskeySignIn'];

  it('walks every call that the contract marks as starting a session', () => {
    const marked = allCalls()
      .filter((call) => call.startsSession && !bothFactorCalls.includes(call.name))
      .map((call) => call.name);
    expect(Object.keys(walks).sort()).toEqual([...marked].sort());
  });

  it.each(Object.keys(walks))(
    '%s gives an account with a second factor no session without its code, only the pending step',
    async (name) => {
      const { user, secret, cookie, answer } = await (walks[name] as () => Promise<Visit>)();
      // Either the step that waits for the code, or a refusal (a wrong code): never a full session.
      if (answer.statusCode === 200) expect(answer.json()).toEqual({ success: true, secondFactor: true });
      else expect(answer.statusCode).toBe(400);
      expect((await t.app.inject({ method: 'GET', url: '/webapi/userinfo', headers: { cookie } })).statusCode).toBe(401);

      const idHash = hashSessionId(cookie.slice(cookie.indexOf('=') + 1));
      const session = await t.db
        .selectFrom('sessions')
        .select(['user_id', 'pending_user_id'])
        .where('id_hash', '=', idHash)
        .executeTakeFirstOrThrow();
      expect(session).toEqual({ user_id: null, pending_user_id: user.id });

      // The code completes what the call began, in the same browser.
      const withCode = await postForm(t.app, '/check-login-code', { cookie, form: { code: authenticatorCode(secret) } });
      expect(withCode.json()).toEqual({ success: true });
      const me = await t.app.inject({ method: 'GET', url: '/webapi/userinfo', headers: { cookie: sessionCookieOf(withCode) } });
      expect([me.statusCode, me.json().email]).toEqual([200, user.email]);
    },
  );

  it('confirms an unconfirmed address through the reset link, which came to that address, and then signs in', async () => {
    const user = await createUser(t.db, { kind: 'classic', emailConfirmed: false });
    const code = await issueCode(t.db, user.id, 'reset-password', 60);
    const cookie = await anonymousCookie();
    const token = await tokenOf(t.app, cookie, '/webapi/set-new-password-forgotten-token');
    const answer = await postForm(t.app, `/webapi/confirm-forgotten-password/${code}`, {
      cookie,
      form: { 'plainPassword[first]': 'neu-und-lang-2', 'plainPassword[second]': 'neu-und-lang-2', _token: token },
    });
    expect(answer.json()).toEqual({ success: true });
    expect(
      (await t.db.selectFrom('users').select('email_confirmed').where('id', '=', user.id).executeTakeFirstOrThrow()).email_confirmed,
    ).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/webapi/userinfo', headers: { cookie: sessionCookieOf(answer) } })).statusCode).toBe(
      200,
    );
  });
});
