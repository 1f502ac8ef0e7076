import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { HttpError } from '../http/http-error.js';
import { adminTexts, lockForAdminChange } from './admin-guard.js';
import { ADMIN_ROLE } from './roles.js';

/** Grants admin rights; granting them twice changes nothing. */
export async function grantAdminRights(db: Kysely<Database>, targetId: number): Promise<void> {
  const result = await db
    .updateTable('users')
    .set({
      roles: sql<string[]>`CASE WHEN ${ADMIN_ROLE} = ANY (roles) THEN roles ELSE array_append(roles, ${ADMIN_ROLE}) END`,
      updated_at: new Date(),
    })
    .where('id', '=', targetId)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw HttpError.notFound();
}

/** Revokes another admin's rights; never the actor's own (see lockForAdminChange). */
export async function revokeAdminRights(db: Kysely<Database>, actorId: number, targetId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockForAdminChange(trx, actorId, targetId, adminTexts.ownAdminRights);
    await trx
      .updateTable('users')
      .set({ roles: sql<string[]>`array_remove(roles, ${ADMIN_ROLE})`, updated_at: new Date() })
      .where('id', '=', targetId)
      .execute();
  });
}
