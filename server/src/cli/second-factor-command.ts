import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { recordAuditEvent } from '../audit/record-audit-event.js';

/**
 * The way back in for an admin who lost his phone and his recovery codes, when no other admin
 * can reset his second factor: the operator, at the server's command line. Recorded with no actor.
 */
export async function removeSecondFactorOnCommandLine(db: Kysely<Database>, userId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('second_factors').where('user_id', '=', userId).returning('confirmed_at').executeTakeFirst();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    if (!removed?.confirmed_at) return false;
    const subject = await trx.selectFrom('users').select(['id', 'email']).where('id', '=', userId).executeTakeFirstOrThrow();
    await recordAuditEvent(
      trx,
      { id: null, email: null, address: 'Kommandozeile' },
      { kind: 'second-factor-reset', subject, before: { enabled: true }, after: { enabled: false } },
    );
    return true;
  });
}
