import type { Kysely, Selectable } from 'kysely';
import type { Database, IssuedLicensesTable } from '../db/schema.js';

export type IssuedLicense = Selectable<IssuedLicensesTable>;

/** A licence issued to one of the user's devices (`device`, or one gone) at `issuedAt` (default now). */
export async function createIssuedLicense(
  db: Kysely<Database>,
  options: { user: { id: number }; device?: { id: number }; issuedAt?: Date },
): Promise<IssuedLicense> {
  return db
    .insertInto('issued_licenses')
    .values({ user_id: options.user.id, device_id: options.device?.id ?? null, issued_at: options.issuedAt ?? new Date() })
    .returningAll()
    .executeTakeFirstOrThrow();
}
