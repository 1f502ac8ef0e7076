import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** The audit timeline's entries about one account, of one kind if given, oldest first. */
export function auditEntries(db: Kysely<Database>, subjectId: number, kind?: string) {
  let query = db.selectFrom('audit_events').selectAll().where('subject_id', '=', subjectId);
  if (kind) query = query.where('kind', '=', kind);
  return query.orderBy('id').execute();
}
