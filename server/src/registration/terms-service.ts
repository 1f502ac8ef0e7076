import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * The current version of privacy policy and terms is an operator setting (TERMS_VERSION).
 * A signed-in user who has not accepted it is asked to before anything else.
 */
export function createTermsService(db: Kysely<Database>, currentVersion: string) {
  return {
    currentVersion,

    /** Makes sure the configured version exists; runs at start. */
    async publishCurrent(): Promise<void> {
      await db
        .insertInto('terms_versions')
        .values({ version: currentVersion, published_at: new Date() })
        .onConflict((oc) => oc.column('version').doNothing())
        .execute();
    },

    async hasAcceptedCurrent(userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('terms_acceptances')
        .select('version')
        .where('user_id', '=', userId)
        .where('version', '=', currentVersion)
        .executeTakeFirst();
      return row !== undefined;
    },

    async acceptCurrent(userId: number): Promise<void> {
      await db
        .insertInto('terms_acceptances')
        .values({ user_id: userId, version: currentVersion, accepted_at: new Date() })
        .onConflict((oc) => oc.columns(['user_id', 'version']).doNothing())
        .execute();
    },
  };
}

export type TermsService = ReturnType<typeof createTermsService>;
