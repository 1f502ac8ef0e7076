import type { Kysely } from 'kysely';
import type { ReplacedDevice } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { DomainError } from '../errors/domain-error.js';
import { auditSubject, recordAuditEvent, type AuditActor } from '../audit/record-audit-event.js';
import { lockUserDevices } from './device-lock.js';
import type { UserRow } from '../db/rows.js';

/**
 * 'Gerät ersetzen' (decision 045): when the old PC is gone there is no application to give its
 * slot back, so the owner frees it at once, a limited number of times per licence year. The
 * replaced device's token is revoked with its row; its hash stays here, so that a call of the old
 * device is recognised, refused and shown to the owner.
 */

/**
 * The start of the current licence year: the licence's last day minus whole years, the latest
 * such start not after `now`; without an end (or after it) the twelve months before `now`.
 */
export function licenseYearStart(expiration: string | null, now: Date): Date {
  const yearBefore = (date: Date) => new Date(Date.UTC(date.getUTCFullYear() - 1, date.getUTCMonth(), date.getUTCDate()));
  if (!expiration) return yearBefore(now);
  const end = new Date(`${expiration}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  if (end <= now) return yearBefore(now);
  let start = yearBefore(end);
  while (start > now) start = yearBefore(start);
  return start;
}

export interface ReplacementQuota {
  per_year: number;
  used: number;
  left: number;
}

type QuotaUser = Pick<UserRow, 'id' | 'license_expiration'>;

export async function replacementQuota(db: Kysely<Database>, user: QuotaUser, perYear: number, now: Date): Promise<ReplacementQuota> {
  const row = await db
    .selectFrom('device_replacements')
    .select((eb) => eb.fn.countAll<string>().as('used'))
    .where('user_id', '=', user.id)
    .where('counted', '=', true)
    .where('replaced_at', '>=', licenseYearStart(user.license_expiration, now))
    .executeTakeFirstOrThrow();
  const used = Number(row.used);
  return { per_year: perYear, used, left: Math.max(0, perYear - used) };
}

/** The devices replaced in the current licence year, newest first, with their calls since. */
export async function listReplacedDevices(db: Kysely<Database>, user: QuotaUser, now: Date): Promise<ReplacedDevice[]> {
  const rows = await db
    .selectFrom('device_replacements')
    .select(['id', 'device_name', 'replaced_at', 'last_call_at', 'last_call_address'])
    .where('user_id', '=', user.id)
    .where('replaced_at', '>=', licenseYearStart(user.license_expiration, now))
    .orderBy('replaced_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.device_name,
    replaced_at: row.replaced_at.toISOString(),
    last_call_at: row.last_call_at?.toISOString() ?? null,
    last_call_address: row.last_call_address,
  }));
}

/**
 * Frees the device's slot at once and revokes its token. A customer's replacement counts against
 * the licence year's number, under the same lock as activations, so two at once cannot both take
 * the last one; an admin's does not count.
 */
export async function replaceDevice(
  db: Kysely<Database>,
  options: { deviceId: number; byAdmin: boolean; actor: AuditActor; perYear: number; now: Date },
): Promise<void> {
  const { deviceId, byAdmin, actor, perYear, now } = options;
  const owner = await db.selectFrom('devices').select('user_id').where('id', '=', deviceId).executeTakeFirst();
  if (!owner) throw new DomainError('notFound');
  await db.transaction().execute(async (trx) => {
    await lockUserDevices(trx, owner.user_id);
    const user = await trx
      .selectFrom('users')
      .select(['id', 'license_expiration'])
      .where('id', '=', owner.user_id)
      .executeTakeFirstOrThrow();
    if (!byAdmin && (await replacementQuota(trx, user, perYear, now)).left === 0) throw new DomainError('replacementLimit', { perYear });
    const device = await trx
      .deleteFrom('devices')
      .where('id', '=', deviceId)
      .returning(['name', 'machine_id', 'token_hash'])
      .executeTakeFirst();
    if (!device) throw new DomainError('notFound');
    await trx
      .insertInto('device_replacements')
      .values({
        user_id: user.id,
        device_name: device.name,
        machine_id: device.machine_id,
        token_hash: device.token_hash,
        replaced_at: now,
        counted: !byAdmin,
      })
      .execute();
    await recordAuditEvent(trx, actor, {
      kind: 'device-replaced',
      subject: await auditSubject(trx, user.id),
      before: { device: device.name, machineId: device.machine_id },
      after: { counted: !byAdmin },
    });
  });
}

/** An admin gives back the licence year's latest counted replacement; false when there is none. */
export async function giveBackReplacement(db: Kysely<Database>, userId: number, actor: AuditActor, now: Date): Promise<boolean> {
  const user = await db.selectFrom('users').select(['id', 'license_expiration']).where('id', '=', userId).executeTakeFirst();
  if (!user) return false;
  return db.transaction().execute(async (trx) => {
    await lockUserDevices(trx, user.id);
    const latest = await trx
      .selectFrom('device_replacements')
      .select(['id', 'device_name'])
      .where('user_id', '=', userId)
      .where('counted', '=', true)
      .where('replaced_at', '>=', licenseYearStart(user.license_expiration, now))
      .orderBy('replaced_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!latest) return false;
    await trx.updateTable('device_replacements').set({ counted: false }).where('id', '=', latest.id).execute();
    await recordAuditEvent(trx, actor, {
      kind: 'device-replacement-given-back',
      subject: await auditSubject(trx, userId),
      before: { device: latest.device_name, counted: true },
      after: { counted: false },
    });
    return true;
  });
}

/**
 * A desktop call with a token no device holds: if it was a replaced device's, its call is
 * recorded ('ein ersetztes Gerät hat sich gemeldet', with address and time) for the owner and
 * the admins, and the caller learns that the device was replaced.
 */
export async function recordReplacedDeviceCall(db: Kysely<Database>, tokenHash: string, address: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const replaced = await trx
      .selectFrom('device_replacements')
      .select(['id', 'user_id', 'device_name', 'replaced_at', 'last_call_at'])
      .where('token_hash', '=', tokenHash)
      .forUpdate()
      .executeTakeFirst();
    if (!replaced) return false;
    await trx
      .updateTable('device_replacements')
      .set({ last_call_at: now, last_call_address: address })
      .where('id', '=', replaced.id)
      .execute();
    // A lost PC that retries every few minutes shows once an hour in the timeline, not with every call.
    const recordedLately = replaced.last_call_at !== null && now.getTime() - replaced.last_call_at.getTime() < timelineQuietMs;
    if (recordedLately) return true;
    await recordAuditEvent(
      trx,
      { id: null, email: null, address },
      {
        kind: 'replaced-device-called',
        subject: await auditSubject(trx, replaced.user_id),
        after: { device: replaced.device_name, replacedAt: replaced.replaced_at.toISOString(), at: now.toISOString() },
      },
    );
    return true;
  });
}

/** How long after a recorded call of a replaced device its further calls only update the profile's line. */
const timelineQuietMs = 3_600_000;
