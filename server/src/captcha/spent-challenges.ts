import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Rows are kept this long past their challenge's expiry, in case instances' clocks differ a little. */
const clockSkewGraceMs = 5 * 60_000;

/**
 * Records a solved challenge as used. True for the first caller only: the primary key decides,
 * so two instances verifying the same answer at the same moment cannot both accept it.
 */
export async function spendChallenge(db: Kysely<Database>, signature: string, expiresAt: Date): Promise<boolean> {
  const inserted = await db
    .insertInto('captcha_spent')
    .values({ signature, expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** An expired challenge is refused before its row is consulted, so its row can go. */
export async function removeExpiredChallenges(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .deleteFrom('captcha_spent')
    .where('expires_at', '<', new Date(now.getTime() - clockSkewGraceMs))
    .execute();
}
