import { TOTP, Secret } from 'otpauth';
import type { Kysely } from 'kysely';
import type { Config } from '../config/config.js';
import type { Database } from '../db/schema.js';
import { createSecretBox } from '../security/secret-box.js';
import { newTotpSecret } from '../second-factor/totp.js';
import { defaultPassword } from '../factories/index.js';
import { sessionCookieOf, type TestApp } from './test-app.js';
import { postForm } from './webapi.js';

/**
 * The code an authenticator app shows for `secret` at `at`, computed with the same library as
 * an app would, never with the server's own check.
 */
export function authenticatorCode(secret: string, at: Date = new Date()): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });
}

/** Long enough ago that securing the account (a reset, 'Das war ich nicht') keeps it as the owner's (decision 051). */
const longAgo = () => new Date(Date.now() - 30 * 24 * 60 * 60_000);

/**
 * Gives a user a second factor confirmed a month ago directly in the database (for tests about
 * what comes after the set-up, such as admins under ADMIN_SECOND_FACTOR=required); returns its secret.
 */
export async function giveSecondFactor(db: Kysely<Database>, config: Config, userId: number, confirmedAt = longAgo()): Promise<string> {
  if (!config.secondFactor.key) throw new Error('giveSecondFactor needs SECOND_FACTOR_KEY in the test configuration');
  const secret = newTotpSecret();
  await db
    .insertInto('second_factors')
    .values({ user_id: userId, secret_encrypted: createSecretBox(config.secondFactor.key).seal(secret), confirmed_at: confirmedAt })
    .execute();
  return secret;
}

/**
 * Signs in as a person with an authenticator app does: the password, then the app's code; the
 * session cookie. Only such a session opens what the operator keeps to admins with a second
 * factor (decision 051).
 */
export async function signInWithSecondFactor(t: TestApp, email: string, secret: string, password = defaultPassword): Promise<string> {
  const step = await postForm(t.app, '/check-login', { form: { username: email, password } });
  if (step.json().secondFactor !== true) throw new Error(`no second step for ${email}: ${step.body}`);
  const signedIn = await postForm(t.app, '/check-login-code', { cookie: sessionCookieOf(step), form: { code: authenticatorCode(secret) } });
  return sessionCookieOf(signedIn);
}
