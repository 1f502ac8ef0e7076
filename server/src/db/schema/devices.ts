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
  /** The validUntil of the last licence file issued to the device: it cannot be used offline beyond. */
  license_valid_until: NullableTimestamp;
  /** The application version the device last reported with activation or refresh (4.2.1.0); null until it reports one. */
  app_version: string | null;
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
