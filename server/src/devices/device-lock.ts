import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** The advisory-lock space that serialises one user's activations and replacements, so two at once cannot both take the last slot. */
const userDevicesLockSpace = 2411;

/** Holds the user's device lock until the transaction ends. */
export async function lockUserDevices(trx: Kysely<Database>, userId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${userDevicesLockSpace}, ${userId}::int)`.execute(trx);
}
