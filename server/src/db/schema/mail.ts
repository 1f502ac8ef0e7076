import type { ColumnType } from 'kysely';
import type { CreatedAt, Defaulted, Id, NullableTimestamp } from './columns.js';

export interface NotificationsSentTable {
  id: Id;
  user_id: number;
  slug: string;
  subject: string;
  sent_at: CreatedAt;
}

export type OutgoingMailStatus = 'pending' | 'sent' | 'failed';

/** A mail's body: given at insert, dropped (null) once the mail is sent or given up. */
type MailBody = ColumnType<string | null, string, string | null>;

/** The mail queue: a mail that cannot be sent is kept and retried. */
export interface OutgoingMailsTable {
  id: Id;
  user_id: number | null;
  slug: string;
  to_address: string;
  subject: string;
  html: MailBody;
  text_body: MailBody;
  status: Defaulted<OutgoingMailStatus>;
  attempts: Defaulted<number>;
  last_error: string | null;
  next_attempt_at: CreatedAt;
  created_at: CreatedAt;
  sent_at: NullableTimestamp;
}
