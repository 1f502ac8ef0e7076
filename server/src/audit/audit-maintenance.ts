import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * The only two changes the database lets anyone make to the append-only timeline (migration
 * 0017's trigger), each announced by a transaction-local setting that only this module sets.
 */

/** The name a deleted user goes by in the timeline: stable per user id, so his entries still read as one person's. */
export function deletedUserPseudonym(userId: number): string {
  return `gelöscht-${createHash('sha256').update(`bfsm-audit:${userId}`).digest('hex').slice(0, 12)}`;
}

/**
 * GDPR: a deleted user's entries stay, but his e-mail address and the client addresses of his
 * own actions are replaced by the pseudonym. Runs inside the account deletion's transaction.
 */
export async function pseudonymiseAuditEntries(trx: Kysely<Database>, userId: number): Promise<void> {
  const pseudonym = deletedUserPseudonym(userId);
  await sql`SELECT set_config('bfsm.audit_pseudonymise', 'on', true)`.execute(trx);
  await trx.updateTable('audit_events').set({ actor_email: pseudonym, address: pseudonym }).where('actor_id', '=', userId).execute();
  await trx.updateTable('audit_events').set({ subject_email: pseudonym }).where('subject_id', '=', userId).execute();
  await sql`SELECT set_config('bfsm.audit_pseudonymise', 'off', true)`.execute(trx);
}

/** Drops entries older than the retention (AUDIT_RETENTION_DAYS; 0 keeps all); a scheduled job. Returns how many. */
export async function deleteExpiredAuditEntries(db: Kysely<Database>, retentionDays: number, now = new Date()): Promise<number> {
  if (retentionDays <= 0) return 0;
  const before = new Date(now.getTime() - retentionDays * 86_400_000);
  return db.transaction().execute(async (trx) => {
    await sql`SELECT set_config('bfsm.audit_retention', 'on', true)`.execute(trx);
    const result = await trx.deleteFrom('audit_events').where('occurred_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
