import type { Kysely, Selectable } from 'kysely';
import type { Database, FeaturesTable, UserFeaturesTable } from '../db/schema.js';

export type Feature = Selectable<FeaturesTable>;
export type UserFeature = Selectable<UserFeaturesTable>;

/** A feature flag (idempotent by name). */
export async function createFeature(db: Kysely<Database>, options: { name: string; description?: string }): Promise<Feature> {
  return db
    .insertInto('features')
    .values({ name: options.name, description: options.description ?? '' })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ description: options.description ?? '' }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Turns a feature on or off for one user. */
export async function setUserFeature(
  db: Kysely<Database>,
  options: { user: { id: number }; feature: { name: string } | string; enabled: boolean },
): Promise<UserFeature> {
  const featureName = typeof options.feature === 'string' ? options.feature : options.feature.name;
  return db
    .insertInto('user_features')
    .values({ user_id: options.user.id, feature_name: featureName, enabled: options.enabled })
    .onConflict((conflict) => conflict.columns(['user_id', 'feature_name']).doUpdateSet({ enabled: options.enabled }))
    .returningAll()
    .executeTakeFirstOrThrow();
}
