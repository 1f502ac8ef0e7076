import { sql, type Kysely } from 'kysely';
import type { AdminUserInfo } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { maximumDevices } from '../devices/device-slots.js';

/** What the profile's admin area shows of a user; undefined for an unknown id. */
export async function readAdminUserInfo(db: Kysely<Database>, userId: number): Promise<AdminUserInfo | undefined> {
  const row = await db
    .selectFrom('users')
    .select([
      'license_type',
      'license_expiration',
      'disable_email',
      'fixed_password_account',
      'free_account',
      'maximum_api_keys',
      'max_devices',
      'email_confirmed',
      // A confirmation link that can still be used: unused and unexpired.
      sql<boolean>`EXISTS (SELECT 1 FROM one_time_codes c WHERE c.user_id = users.id AND c.purpose = 'confirm-email'
        AND c.used_at IS NULL AND c.expires_at > now())`.as('confirm_code_outstanding'),
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    licenseType: row.license_type,
    currentLicenseExpiration: row.license_expiration,
    disableEmail: row.disable_email,
    fixedPasswordAccount: row.fixed_password_account,
    freeAccount: row.free_account,
    maximumAPIKeys: row.maximum_api_keys,
    maximumAllowedDevices: maximumDevices(row),
    emailConfirmed: row.email_confirmed,
    emailConfirmPending: !row.email_confirmed && row.confirm_code_outstanding,
  };
}
