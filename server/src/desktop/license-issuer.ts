import { sql, type Kysely } from 'kysely';
import { licenseFileFormat, type LicenseFile, type LicensePayload } from '@bfsm/api-adapter/license-file';
import { licenseTypeName, rules } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { portalDate, portalTimeZone } from '../calendar/portal-time-zone.js';
import { graceLastDay } from '../calendar/licence-grace.js';
import type { LicenseSigner } from './signing-key.js';
import type { UserRow } from '../db/rows.js';

export const validityMs = rules.deactivationWaitDays * 86_400_000;

export interface IssuedDevice {
  id: number;
  machine_id: string;
  name: string;
}

/**
 * Signs a licence file for the device, valid for 4 days from `now` (the offline lapse,
 * decision 024), and records it: the device's last seen and the end of its last file, and the
 * issued licence of the user's Berlin calendar day unless that day already has one. In the
 * caller's transaction, so the file and its record never part.
 */
export async function issueLicenseFile(
  trx: Kysely<Database>,
  signer: LicenseSigner,
  {
    user,
    device,
    now,
    graceDays,
    validFor = validityMs,
  }: {
    user: Pick<UserRow, 'id' | 'email' | 'license_type' | 'license_expiration'>;
    device: IssuedDevice;
    now: Date;
    /** A yearly licence past its end but within these days gets a file that says `grace` (decision 066). */
    graceDays: number;
    /** Longer only for a file activated offline on an account an admin allowed it (decision 045). */
    validFor?: number;
  },
): Promise<LicenseFile> {
  const validUntil = new Date(now.getTime() + validFor);
  const lastDayOfGrace = graceLastDay(user, portalDate(now), graceDays);
  const features = await trx
    .selectFrom('user_features')
    .select('feature_name')
    .where('user_id', '=', user.id)
    .where('enabled', '=', true)
    .orderBy('feature_name')
    .execute();
  const payload: LicensePayload = {
    format: licenseFileFormat,
    user: { id: user.id, email: user.email },
    licenseType: user.license_type,
    licenseTypeName: licenseTypeName(user.license_type),
    expiration: user.license_expiration,
    ...(lastDayOfGrace ? { grace: { lastDay: lastDayOfGrace } } : {}),
    features: features.map((row) => row.feature_name),
    device: { id: device.id, fingerprint: device.machine_id, name: device.name },
    issuedAt: now.toISOString(),
    validUntil: validUntil.toISOString(),
  };
  await trx.updateTable('devices').set({ last_seen_at: now, license_valid_until: validUntil }).where('id', '=', device.id).execute();
  await recordIssuedLicense(trx, user.id, device.id, now);
  const encoded = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64');
  return {
    format: licenseFileFormat,
    algorithm: 'Ed25519',
    keyId: signer.keyId,
    payload: encoded,
    signature: signer.sign(Buffer.from(encoded, 'ascii')).toString('base64'),
  };
}

/** One issued licence per user and Berlin calendar day: the Erweitert tab lists days, and a renewal every hour would flood it. */
async function recordIssuedLicense(trx: Kysely<Database>, userId: number, deviceId: number, now: Date): Promise<void> {
  // Serialises the user's renewals until the transaction ends, so two at once record the day once.
  await sql`SELECT pg_advisory_xact_lock(${issuedLicenseLockSpace}, ${userId}::int)`.execute(trx);
  const today = portalDate(now);
  const existing = await trx
    .selectFrom('issued_licenses')
    .select('id')
    .where('user_id', '=', userId)
    .where(sql<boolean>`(issued_at AT TIME ZONE ${portalTimeZone})::date = ${today}::date`)
    .executeTakeFirst();
  if (!existing) await trx.insertInto('issued_licenses').values({ user_id: userId, device_id: deviceId, issued_at: now }).execute();
}

/** The advisory-lock space of the per-user issued-licence lock (the scheduler's job locks use the one-key form). */
const issuedLicenseLockSpace = 2410;
