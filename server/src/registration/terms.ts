import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * The current version of privacy policy and terms is an operator setting (TERMS_VERSION).
 * A signed-in user who has not accepted it is asked to before anything else.
 */

/** Makes sure the configured version exists; runs at start. */
export async function publishTermsVersion(db: Kysely<Database>, version: string): Promise<void> {
  await db
    .insertInto('terms_versions')
    .values({ version, published_at: new Date() })
    .onConflict((oc) => oc.column('version').doNothing())
    .execute();
}

export async function hasAcceptedTerms(db: Kysely<Database>, userId: number, version: string): Promise<boolean> {
  const row = await db
    .selectFrom('terms_acceptances')
    .select('version')
    .where('user_id', '=', userId)
    .where('version', '=', version)
    .executeTakeFirst();
  return row !== undefined;
}

export async function acceptTerms(db: Kysely<Database>, userId: number, version: string): Promise<void> {
  await db
    .insertInto('terms_acceptances')
    .values({ user_id: userId, version, accepted_at: new Date() })
    .onConflict((oc) => oc.columns(['user_id', 'version']).doNothing())
    .execute();
}

/** What routes and the session cache ask of the configured terms; the composition binds it to the database and TERMS_VERSION. */
export interface CurrentTerms {
  readonly currentVersion: string;
  hasAcceptedCurrent(userId: number): Promise<boolean>;
  acceptCurrent(userId: number): Promise<void>;
}

/** The configured terms over one database (decision 057: bound where they are composed, not a closure of the domain). */
export function currentTermsOf(db: Kysely<Database>, version: string): CurrentTerms {
  return {
    currentVersion: version,
    hasAcceptedCurrent: (userId) => hasAcceptedTerms(db, userId, version),
    acceptCurrent: (userId) => acceptTerms(db, userId, version),
  };
}
