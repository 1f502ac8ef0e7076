import type { CreatedAt, Id, NullableTimestamp, Timestamp } from './columns.js';

export interface DevicesTable {
  id: Id;
  user_id: number;
  machine_id: string;
  name: string;
  first_seen_at: CreatedAt;
  last_seen_at: CreatedAt;
  /** Set while the device is 'Deaktivierung beantragt'; null when active. */
  deactivation_requested_at: NullableTimestamp;
  /** SHA-256 of the device's refresh token (desktop API); null for devices never activated through it. */
  token_hash: string | null;
  /** When token_hash was issued ('Das war ich nicht' revokes those of the last 24 hours); null before migration 0024. */
  token_issued_at: NullableTimestamp;
  /** The validUntil of the last licence file issued to the device: it cannot be used offline beyond. */
  license_valid_until: NullableTimestamp;
}

export interface IssuedLicensesTable {
  id: Id;
  user_id: number;
  issued_at: CreatedAt;
  /** The device the licence file was issued to; null once that device is gone. */
  device_id: number | null;
}

/** Trial mails queued, one per user and slug (trial/trial-course.ts). */
export interface TrialMailsTable {
  user_id: number;
  slug: string;
  queued_at: Timestamp;
}
