import type { CreatedAt, Id } from './columns.js';
import type { LicenseTypeCode } from './users.js';

/** Every licence type an account was created with (from_type null) or changed to, kept by a trigger (migration 0021). */
export interface LicenseChangesTable {
  id: Id;
  user_id: number;
  from_type: LicenseTypeCode | null;
  to_type: LicenseTypeCode;
  changed_at: CreatedAt;
}

export type SignInEventKind = 'account-locked' | 'address-locked' | 'unknown-address';

/** Sign-in locks as they start and wrong passwords for unknown addresses, without whom or where (migration 0021). */
export interface SignInEventsTable {
  id: Id;
  occurred_at: CreatedAt;
  kind: SignInEventKind;
}
