import type { CreatedAt, Defaulted, Id, NullableTimestamp } from './columns.js';

export interface NotificationsSentTable {
  id: Id;
  user_id: number;
  slug: string;
  subject: string;
  sent_at: CreatedAt;
}

export type OutgoingMailStatus = 'pending' | 'sent' | 'failed';

/** The mail queue: a mail that cannot be sent is kept and retried. */
export interface OutgoingMailsTable {
  id: Id;
  user_id: number | null;
  slug: string;
  to_address: string;
  subject: string;
  html: string;
  text_body: string;
  status: Defaulted<OutgoingMailStatus>;
  attempts: Defaulted<number>;
  last_error: string | null;
  next_attempt_at: CreatedAt;
  created_at: CreatedAt;
  sent_at: NullableTimestamp;
}

export type AccountMailPurpose = 'registration' | 'password-reset';

/**
 * Mails asked for by a registration or a forgotten-password form, queued for known and unknown
 * addresses alike and resolved after the answer (registration/account-mail-requests.ts).
 */
export interface AccountMailRequestsTable {
  id: Id;
  purpose: AccountMailPurpose;
  email: string;
  next_attempt_at: CreatedAt;
  created_at: CreatedAt;
}
