import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { getOrCreateSecret } from '../security/secrets.js';
import { createAltchaProvider } from './altcha-provider.js';
import type { CaptchaProvider } from './captcha-provider.js';

/** The server's captcha: ALTCHA signed with the secret that all instances share. */
export async function createCaptcha(options: { db: Kysely<Database>; cost: number }): Promise<CaptchaProvider> {
  return createAltchaProvider({ db: options.db, cost: options.cost, hmacKey: await getOrCreateSecret(options.db, 'altcha') });
}
