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
  /** The device's own Ed25519 public key (base64 of its 32 bytes), registered at activation; null for older clients. */
  public_key: string | null;
  /** The last activation: a deactivation proof signed before it is an old one, replayed. */
  activated_at: NullableTimestamp;
  /** Activated by file ('Gerät offline aktivieren'): the end of that file; null after an online activation. */
  offline_until: NullableTimestamp;
  /** The application version the device last reported with activation or refresh (4.2.1.0); null until it reports one. */
  app_version: string | null;
}

/** 'Gerät ersetzen' (decision 045): the replaced device, its revoked token, and its calls since. */
export interface DeviceReplacementsTable {
  id: Id;
  user_id: number;
  device_name: string;
  machine_id: string;
  /** The replaced device's token hash, so its calls are recognised and recorded; null if it never had one. */
  token_hash: string | null;
  replaced_at: Timestamp;
  /** Counts against DEVICE_REPLACEMENTS_PER_YEAR; false for an admin's replacement or one an admin gave back. */
  counted: boolean;
  last_call_at: NullableTimestamp;
  last_call_address: string | null;
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
