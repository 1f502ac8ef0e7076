import type { GeneratedAlways } from 'kysely';
import type { CreatedAt, Defaulted, Id, NullableDate, NullableTimestamp } from './columns.js';

/** Licence type codes (1, 2, 3, 6, 8, 9, 10), checked by the database. */
export type LicenseTypeCode = number;

export interface UsersTable {
  id: Id;
  /** Unique regardless of case (unique index on lower(email)). */
  email: string;
  password_hash: string | null;
  /** 'ROLE_ADMIN' for administrators. */
  roles: Defaulted<string[]>;
  /** Frau, Frau Dr., Herr, Herr Dr. */
  greeting: string | null;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  phone_number: string | null;
  email_newsletter: Defaulted<boolean>;
  license_type: Defaulted<LicenseTypeCode>;
  license_expiration: NullableDate;
  /** The "limited user" (training account): the password cannot be changed. */
  fixed_password_account: Defaulted<boolean>;
  disable_email: Defaulted<boolean>;
  free_account: Defaulted<boolean>;
  maximum_api_keys: Defaulted<number>;
  email_confirmed: Defaulted<boolean>;
  /** When the address was confirmed; null for accounts confirmed before this was recorded. */
  email_confirmed_at: NullableTimestamp;
  /** Classic only: how many devices may be active at once. */
  max_devices: number | null;
  has_completed_install: Defaulted<boolean>;
  logged_in_app: Defaulted<boolean>;
  next_customer: Defaulted<boolean>;
  paying: Defaulted<boolean>;
  spam: Defaulted<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  last_login_at: NullableTimestamp;
  /** An admin's longer offline period for licence files activated by file (5 to 30 days); null: the 4 days (decision 045). */
  offline_license_days: number | null;
  /** e-mail, first and last name in lower case, kept by the database for the admin search (migration 0019). */
  search_text: GeneratedAlways<string>;
}
