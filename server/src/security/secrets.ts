import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * A 32-byte random secret (base64url) stored in settings under `secret:<name>`, created on first
 * use. Every server instance reads the same row, so a captcha signed by one is verified by another.
 * Insert-if-absent then read back: when two instances race, both end up with the winner's value.
 */
export async function getOrCreateSecret(db: Kysely<Database>, name: string): Promise<string> {
  const key = `secret:${name}`;
  const candidate = randomBytes(32).toString('base64url');
  await db
    .insertInto('settings')
    // to_jsonb on the server: both drivers then store a JSON string, whatever they do with parameters.
    .values({ key, value: sql<string>`to_jsonb(${candidate}::text)` })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  if (typeof row.value !== 'string' || row.value.length === 0) {
    throw new Error(`Einstellung ${key} enthält kein Geheimnis.`);
  }
  return row.value;
}
