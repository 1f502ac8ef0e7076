import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Publishes a terms version (idempotent); the latest published one is the current one. */
export async function publishTermsVersion(db: Kysely<Database>, version: string, publishedAt: Date = new Date()): Promise<void> {
  await db
    .insertInto('terms_versions')
    .values({ version, published_at: publishedAt })
    .onConflict((conflict) => conflict.column('version').doNothing())
    .execute();
}

/** Records that the user accepted the latest published terms version; nothing when none is published. */
export async function acceptCurrentTerms(db: Kysely<Database>, userId: number): Promise<void> {
  const current = await db.selectFrom('terms_versions').select('version').orderBy('published_at', 'desc').limit(1).executeTakeFirst();
  if (!current) return;
  await db
    .insertInto('terms_acceptances')
    .values({ user_id: userId, version: current.version })
    .onConflict((conflict) => conflict.columns(['user_id', 'version']).doNothing())
    .execute();
}
