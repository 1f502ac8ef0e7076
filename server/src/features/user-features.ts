import type { Kysely } from 'kysely';
import type { Feature } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';

/** Every feature with its state for one user; a feature never toggled for the user is off. */
export async function listUserFeatures(db: Kysely<Database>, userId: number): Promise<Feature[]> {
  const rows = await db
    .selectFrom('features')
    .leftJoin('user_features', (join) => join.onRef('user_features.feature_name', '=', 'features.name').on('user_features.user_id', '=', userId))
    .select(['features.name', 'features.description', 'user_features.enabled'])
    .orderBy('features.name')
    .execute();
  return rows.map((row) => ({ name: row.name, description: row.description, enabled: row.enabled ?? false }));
}

export async function featureExists(db: Kysely<Database>, name: string): Promise<boolean> {
  return (await db.selectFrom('features').select('name').where('name', '=', name).executeTakeFirst()) !== undefined;
}

export async function setFeatureState(db: Kysely<Database>, userId: number, name: string, enabled: boolean): Promise<void> {
  await db
    .insertInto('user_features')
    .values({ user_id: userId, feature_name: name, enabled })
    .onConflict((conflict) => conflict.columns(['user_id', 'feature_name']).doUpdateSet({ enabled }))
    .execute();
}
