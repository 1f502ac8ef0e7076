import type { Kysely } from 'kysely';
import type { Feature } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { recordAuditEvent, type AuditActor } from '../audit/record-audit-event.js';

/** Every feature with its state for one user; a feature never toggled for the user is off. */
export async function listUserFeatures(db: Kysely<Database>, userId: number): Promise<Feature[]> {
  const rows = await db
    .selectFrom('features')
    .leftJoin('user_features', (join) =>
      join.onRef('user_features.feature_name', '=', 'features.name').on('user_features.user_id', '=', userId),
    )
    .select(['features.name', 'features.description', 'user_features.enabled'])
    .orderBy('features.name')
    .execute();
  return rows.map((row) => ({ name: row.name, description: row.description, enabled: row.enabled ?? false }));
}

export async function featureExists(db: Kysely<Database>, name: string): Promise<boolean> {
  return (await db.selectFrom('features').select('name').where('name', '=', name).executeTakeFirst()) !== undefined;
}

/** Switches a feature for a user and records it in the timeline, both in one transaction. */
export async function setFeatureState(
  db: Kysely<Database>,
  actor: AuditActor,
  subject: { id: number; email: string },
  name: string,
  enabled: boolean,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('user_features')
      .select('enabled')
      .where('user_id', '=', subject.id)
      .where('feature_name', '=', name)
      .forUpdate()
      .executeTakeFirst();
    await trx
      .insertInto('user_features')
      .values({ user_id: subject.id, feature_name: name, enabled })
      .onConflict((conflict) => conflict.columns(['user_id', 'feature_name']).doUpdateSet({ enabled }))
      .execute();
    await recordAuditEvent(trx, actor, {
      kind: 'feature-toggled',
      subject,
      before: { feature: name, enabled: current?.enabled ?? false },
      after: { feature: name, enabled },
    });
  });
}
