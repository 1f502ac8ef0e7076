import { TOTP, Secret } from 'otpauth';
import type { Kysely } from 'kysely';
import type { Config } from '../config/config.js';
import type { Database } from '../db/schema.js';
import { createSecretBox } from '../security/secret-box.js';
import { newTotpSecret } from '../second-factor/totp.js';

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
