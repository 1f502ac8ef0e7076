import { sql, type Kysely } from 'kysely';
import { LICENSE, rules, type ActivatedDevices } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { auditSubject, recordAuditEvent, type AuditActor } from '../audit/record-audit-event.js';
import type { UserRow } from '../db/rows.js';

/**
 * When a device whose deactivation was requested frees its slot: when its last licence file can no
 * longer be valid (renewals stop at the request), which for online files is at most the waiting
 * time of 4 days after the request and for a file activated offline on an account with a longer
 * offline period (decision 045) that period, never before the request. Devices never activated through the desktop API
 * (no file recorded) wait the whole 4 days. Decision 024 has the arithmetic.
 */
export const releaseAt = sql<Date>`least(
  deactivation_requested_at + make_interval(days => ${rules.maximumOfflineDays}),
  greatest(deactivation_requested_at, coalesce(license_valid_until, deactivation_requested_at + make_interval(days => ${rules.deactivationWaitDays})))
)`;

/** Devices that hold a slot at `now`: active, or with a deactivation whose release is still ahead. */
export function occupiesSlot(now: Date) {
  return sql<boolean>`(deactivation_requested_at IS NULL OR ${releaseAt} > ${now})`;
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
export async function listActivatedDevices(
  db: Kysely<Database>,
  user: Pick<UserRow, 'id' | 'license_type' | 'max_devices'>,
  now = new Date(),
): Promise<Omit<ActivatedDevices, 'replacements' | 'replaced_devices' | 'offline_license_days'>> {
  const rows = await db
    .selectFrom('devices')
    .select([
      'id',
      'name',
      'first_seen_at',
      'last_seen_at',
      'deactivation_requested_at',
      'offline_until',
      'app_version',
      releaseAt.as('release_at'),
    ])
    .where('user_id', '=', user.id)
    .where(occupiesSlot(now))
    .orderBy('first_seen_at')
    .orderBy('id')
    .execute();
  return {
    maximum_allowed_devices: maximumDevices(user),
    activated_devices: rows.length,
    devices: rows.map((row) => ({
      id: row.id,
      name: row.name,
      first_seen: row.first_seen_at.toISOString(),
      last_seen: row.last_seen_at.toISOString(),
      deactivation_requested: row.deactivation_requested_at?.toISOString() ?? null,
      release_at: row.deactivation_requested_at ? new Date(row.release_at).toISOString() : null,
      offline_until: row.offline_until?.toISOString() ?? null,
      app_version: row.app_version,
    })),
  };
}

/** Starts the waiting time; a second request keeps the first one's date, so asking again does not postpone the release. */
export async function requestDeactivation(db: Kysely<Database>, deviceId: number, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('devices')
    .set({ deactivation_requested_at: sql`coalesce(deactivation_requested_at, ${now})` })
    .where('id', '=', deviceId)
    .where(occupiesSlot(now))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Takes the request back while the waiting time runs; once it is over the slot is free and the device gone. */
export async function cancelDeactivation(db: Kysely<Database>, deviceId: number, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('devices')
    .set({ deactivation_requested_at: null })
    .where('id', '=', deviceId)
    .where(occupiesSlot(now))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The admin's 'Admin-Deaktivierung': the device goes at once, recorded in its owner's timeline. */
export async function deactivateNow(db: Kysely<Database>, deviceId: number, actor: AuditActor): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const device = await trx
      .deleteFrom('devices')
      .where('id', '=', deviceId)
      .returning(['user_id', 'name', 'machine_id', 'deactivation_requested_at'])
      .executeTakeFirst();
    if (!device) return false;
    const subject = await auditSubject(trx, device.user_id);
    await recordAuditEvent(trx, actor, {
      kind: 'device-deactivated-by-admin',
      subject,
      before: { device: device.name, machineId: device.machine_id, deactivationRequested: device.deactivation_requested_at !== null },
      after: null,
    });
    return true;
  });
}

/** The scheduled job: removes the devices whose waiting time is over. Returns how many. */
export async function releaseDueDevices(db: Kysely<Database>, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('devices')
    .where('deactivation_requested_at', 'is not', null)
    .where(sql<boolean>`${releaseAt} <= ${now}`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
