import type { CreatedAt, Defaulted, Id } from './columns.js';
import type { LicenseTypeCode } from './users.js';

/** Every licence type an account was created with (from_type null) or changed to, kept by a trigger (migration 0021). */
export interface LicenseChangesTable {
  id: Id;
  user_id: number;
  from_type: LicenseTypeCode | null;
  to_type: LicenseTypeCode;
  changed_at: CreatedAt;
  /** Set by the database: the account's first change to Classic or Next after Test-Next (decision 041). */
  conversion: Defaulted<boolean>;
}

export type SignInEventKind = 'account-locked' | 'address-locked' | 'unknown-address';

/** Sign-in locks as they start and wrong passwords for unknown addresses, without whom or where (migration 0021). */
export interface SignInEventsTable {
  id: Id;
  occurred_at: CreatedAt;
  kind: SignInEventKind;
}

/** The devices that fetched a licence file in a Berlin week (Monday), kept by a trigger (migration 0021). */
export interface DeviceWeeksTable {
  week_start: string;
  device_id: number;
}

/** How many devices fetched a licence file in each week: device_weeks counted as it grows. */
export interface DeviceWeekCountsTable {
  week_start: string;
  devices: number;
}
