import type { ColumnType } from 'kysely';
import type { PendingRegistration } from './mail.js';
import type { CreatedAt, Defaulted, Id, NullableTimestamp, Timestamp } from './columns.js';

export interface SessionsTable {
  /** SHA-256 hex of the random id in the cookie. */
  id_hash: string;
  /** Null for anonymous sessions, which hold form tokens before sign-in. */
  user_id: number | null;
  csrf_secret: string;
  created_at: CreatedAt;
  last_seen_at: CreatedAt;
  /** The absolute end, however active the session is. */
  expires_at: Timestamp;
  ip: string | null;
  user_agent: string | null;
  /** An anonymous session whose password was right: the user whose second-factor code is still asked for. */
  pending_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  pending_since: NullableTimestamp;
  /** When the user last proved who he is in this session: its sign-in, or 'Identität bestätigen' (decision 051). */
  proven_at: NullableTimestamp;
  /** Opened with the account's second factor (code, recovery code or passkey), or set up its first one (decision 051). */
  second_factor_passed: ColumnType<boolean, boolean | undefined, boolean>;
  /** The passkey with user verification that opened the session (both factors, decision 043); removing it ends the session. */
  passkey_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export type OneTimeCodePurpose = 'confirm-email' | 'reset-password' | 'not-me';

export interface OneTimeCodesTable {
  id: Id;
  user_id: number;
  purpose: OneTimeCodePurpose;
  /** SHA-256 hex of the whole code sent by mail: the only way to find the row. */
  code_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
  /**
   * The registration a confirmation code was mailed for, applied when it is confirmed (decision
   * 030); null for reset codes and for codes that confirm the account as it stands. Written as
   * JSON text, read back as an object.
   */
  registration: ColumnType<PendingRegistration | null, string | null | undefined, string | null>;
  /** A 'Das war ich nicht' code: the earliest change its mail tells of; what was added since is removed (decision 051). */
  event_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Attempts of one kind by one account or address in the current window (throttle/attempt-counter.ts). */
export interface AttemptCountersTable {
  /** e.g. 'account:<lower-case e-mail>', 'ip:<address>', 'code-ip:<address>'. */
  key: string;
  attempts: Defaulted<number>;
  window_started_at: CreatedAt;
  locked_until: NullableTimestamp;
}

export interface AnonymousSessionStartsTable {
  /** An IPv4 address, or the /64 network of an IPv6 address. */
  address: string;
  started: number;
  window_started_at: Timestamp;
}
