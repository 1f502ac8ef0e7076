import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, NullableTimestamp } from './columns.js';

/** A JSON object of values before or after an action; null where there was none. */
export type AuditValues = ColumnType<Record<string, unknown> | null, string | null | undefined, never>;

/** One entry of the audit timeline (audit/record-audit-event.ts); append-only in the database. */
export interface AuditEventsTable {
  id: Id;
  occurred_at: CreatedAt;
  actor_id: number | null;
  actor_email: string | null;
  subject_id: number | null;
  subject_email: string | null;
  /** The client address of the request; a pseudonym once the user it belongs to is deleted. */
  address: string | null;
  kind: string;
  before: AuditValues;
  after: AuditValues;
}

export interface SecondFactorsTable {
  user_id: number;
  secret_encrypted: string;
  confirmed_at: NullableTimestamp;
  last_used_step: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}

export interface RecoveryCodesTable {
  id: Id;
  user_id: number;
  /** SHA-256 hex of the code: the codes are long random strings, so a fast hash is enough. */
  code_hash: string;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}
