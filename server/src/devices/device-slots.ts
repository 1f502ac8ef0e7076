import { sql, type Kysely } from 'kysely';
import { LICENSE, rules, type ActivatedDevices } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import type { UserRow } from '../sessions/session-store.js';

const waitMs = rules.deactivationWaitDays * 86_400_000;

/** The moment before which a requested deactivation has run its waiting time and freed the slot. */
function releasedBefore(now: Date): Date {
  return new Date(now.getTime() - waitMs);
}

/** How many devices the user may have active at once: Classic licences carry their own number. */
export function maximumDevices(user: Pick<UserRow, 'license_type' | 'max_devices'>): number {
  return user.license_type === LICENSE.classic && user.max_devices !== null ? user.max_devices : rules.defaultMaximumDevices;
}

/**
 * The user's devices that occupy a slot: active ones and those whose deactivation is still
 * waiting. A device whose waiting time is over counts as gone even before the release job has
 * removed it, so the answer never depends on when that job last ran.
 */
export async function listActivatedDevices(db: Kysely<Database>, user: Pick<UserRow, 'id' | 'license_type' | 'max_devices'>, now = new Date()): Promise<ActivatedDevices> {
  const rows = await db
    .selectFrom('devices')
    .select(['id', 'first_seen_at', 'last_seen_at', 'deactivation_requested_at'])
    .where('user_id', '=', user.id)
    .where((eb) => eb.or([eb('deactivation_requested_at', 'is', null), eb('deactivation_requested_at', '>', releasedBefore(now))]))
    .orderBy('first_seen_at')
    .orderBy('id')
    .execute();
  return {
    maximum_allowed_devices: maximumDevices(user),
    activated_devices: rows.length,
    devices: rows.map((row) => ({
      id: row.id,
      first_seen: row.first_seen_at.toISOString(),
      last_seen: row.last_seen_at.toISOString(),
      deactivation_requested: row.deactivation_requested_at?.toISOString() ?? null,
    })),
  };
}

/** Starts the waiting time; a second request keeps the first one's date, so asking again does not postpone the release. */
export async function requestDeactivation(db: Kysely<Database>, deviceId: number, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('devices')
    .set({ deactivation_requested_at: sql`coalesce(deactivation_requested_at, ${now})` })
    .where('id', '=', deviceId)
    .where((eb) => eb.or([eb('deactivation_requested_at', 'is', null), eb('deactivation_requested_at', '>', releasedBefore(now))]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Takes the request back while the waiting time runs; once it is over the slot is free and the device gone. */
export async function cancelDeactivation(db: Kysely<Database>, deviceId: number, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('devices')
    .set({ deactivation_requested_at: null })
    .where('id', '=', deviceId)
    .where((eb) => eb.or([eb('deactivation_requested_at', 'is', null), eb('deactivation_requested_at', '>', releasedBefore(now))]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** 'Admin-Deaktivierung': the device goes at once and its slot is free. */
export async function deactivateNow(db: Kysely<Database>, deviceId: number): Promise<boolean> {
  const result = await db.deleteFrom('devices').where('id', '=', deviceId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The scheduled job: removes the devices whose waiting time is over. Returns how many. */
export async function releaseDueDevices(db: Kysely<Database>, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('devices').where('deactivation_requested_at', '<=', releasedBefore(now)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
