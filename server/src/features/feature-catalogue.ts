import type { Kysely } from 'kysely';
import type { FeatureDefinition } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';

/** The catalogue of feature flags, by name. */
export async function listFeatureDefinitions(db: Kysely<Database>): Promise<FeatureDefinition[]> {
  return db.selectFrom('features').select(['name', 'description']).orderBy('name').execute();
}

/** Adds a flag, off for everyone; undefined when the name is taken. */
export async function addFeatureDefinition(db: Kysely<Database>, feature: FeatureDefinition): Promise<FeatureDefinition | undefined> {
  return db
    .insertInto('features')
    .values(feature)
    .onConflict((oc) => oc.column('name').doNothing())
    .returning(['name', 'description'])
    .executeTakeFirst();
}

/**
 * Renames a flag or changes its description. Every user's state moves with a new name (the
 * foreign key cascades). Undefined when there is no such flag; 'taken' when the new name is another's.
 */
export async function changeFeatureDefinition(
  db: Kysely<Database>,
  name: string,
  feature: FeatureDefinition,
): Promise<FeatureDefinition | 'taken' | undefined> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('features').select('name').where('name', '=', name).forUpdate().executeTakeFirst();
    if (!current) return undefined;
    if (feature.name !== name && (await trx.selectFrom('features').select('name').where('name', '=', feature.name).executeTakeFirst()))
      return 'taken';
    return trx.updateTable('features').set(feature).where('name', '=', name).returning(['name', 'description']).executeTakeFirstOrThrow();
  });
}
