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

/** A file that goes with a queued mail; deleted with the mail's body once it is out (migration 0027). */
export interface MailAttachmentsTable {
  id: Id;
  mail_id: number;
  file_name: string;
  content_type: string;
  content: Uint8Array;
}

export type AccountRequestPurpose = 'registration' | 'password-reset';

/** A registration form as queued: everything the account needs, the password only as its hash. */
export interface QueuedRegistration {
  passwordHash: string;
  greeting: string;
  firstName: string;
  lastName: string;
  companyName: string;
  phoneNumber: string | null;
  newsletter: boolean;
  edition: 'next-trial' | 'concept';
  /** The terms version the form was accepted under. */
  termsVersion: string;
}

/** A registration waiting for its confirmation link: the queued form and the trial's end it was given. */
export interface PendingRegistration extends QueuedRegistration {
  /** YYYY-MM-DD, the trial's last day; null for Concept. */
  licenseExpiration: string | null;
}

/**
 * Registrations and forgotten-password requests, queued for known and unknown addresses alike
 * and carried out after the answer (registration/account-requests.ts).
 */
export interface AccountRequestsTable {
  id: Id;
  purpose: AccountRequestPurpose;
  email: string;
  /** Written as JSON text, read back as an object; set exactly for registrations. */
  registration: ColumnType<QueuedRegistration | null, string | null | undefined, string | null>;
  next_attempt_at: CreatedAt;
  created_at: CreatedAt;
}
