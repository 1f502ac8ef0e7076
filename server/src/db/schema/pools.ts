import type { CreatedAt, Defaulted, Id, NullableDate, NullableTimestamp, Timestamp } from './columns.js';
import type { LicenseTypeCode } from './users.js';

export interface PoolsTable {
  id: Id;
  owner_id: number;
  name: string;
  created_at: CreatedAt;
}

export interface LicensesTable {
  id: Id;
  pool_id: number | null;
  /** The holder; null while the licence is available in its pool. */
  user_id: number | null;
  license_type: LicenseTypeCode;
  expiration: NullableDate;
  created_at: CreatedAt;
}

export interface PoolMembersTable {
  pool_id: number;
  user_id: number;
  license_id: number | null;
  joined_at: CreatedAt;
}

export type InvitationStatus = 'pending' | 'accepted' | 'declined' | 'revoked' | 'reported';

export interface InvitationsTable {
  id: Id;
  pool_id: number;
  license_id: number | null;
  email: string;
  license_type: LicenseTypeCode;
  /** SHA-256 hex of the code in the invitation link; the code itself is never stored. */
  code_hash: string;
  invited_by: number | null;
  status: Defaulted<InvitationStatus>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  responded_at: NullableTimestamp;
}

/** Wrong invitation codes per client address in the current window (invitations/code-guesses.ts). */
export interface InvitationCodeGuessesTable {
  /** An IPv4 address, or the /64 network of an IPv6 address. */
  address: string;
  failures: number;
  window_started_at: Timestamp;
}
