import { sql, type Kysely } from 'kysely';
import { rules, type Activation } from '@bfsm/api-adapter';
import type { LicenseFile } from '@bfsm/api-adapter/license-file';
import type { Database } from '../db/schema.js';
import { maximumDevices, occupiesSlot, releaseAt } from '../devices/device-slots.js';
import { lockUserDevices } from '../devices/device-lock.js';
import type { Mailer } from '../mail/mailer.js';
import { germanDateTime } from '../calendar/german-date-time.js';
import { DomainError } from '../errors/domain-error.js';
import type { DeviceRow } from '../db/rows.js';
import { newDeviceToken } from '../security/device-tokens.js';
import { issueLicenseFile } from './license-issuer.js';
import { licenseRefusal } from './license-standing.js';
import type { LicenseSigner } from './signing-key.js';
import type { UserRow } from '../db/rows.js';

/** The machine that asks: its fingerprint, the name the user knows it by, and its own key where the client has one. */
export interface DeviceClaim {
  fingerprint: string;
  name: string;
  publicKey?: string;
  /** The application's version, reported with activation and refresh (decision 042). */
  version?: string | undefined;
}

/** What the desktop API's licensing needs; the composition builds it once. */
export interface DesktopLicensingDeps {
  /** Tells the owner of every new device ('Neues Gerät aktiviert', decision 045). */
  mailer?: Pick<Mailer, 'send'>;
  db: Kysely<Database>;
  signer: LicenseSigner;
  product: string;
  /** Days a yearly licence keeps working after its end, its file saying `grace` (decision 066). */
  graceDays: number;
  clock: () => Date;
}

/*
 * What the desktop API does once the caller is known: activation (after the password was
 * checked), renewal and deactivation by the application. Decision 024.
 */

/** After the activation committed: the owner hears of it, unless an admin disabled the account's mail (the mailer checks). */
async function tellOwner(
  mailer: DesktopLicensingDeps['mailer'],
  user: UserRow,
  deviceName: string,
  now: Date,
  offline: boolean,
): Promise<void> {
  await mailer?.send({
    to: user.email,
    userId: user.id,
    slug: 'new-device',
    data: { greeting: user.greeting, lastName: user.last_name, deviceName, activatedAt: germanDateTime(now), offline },
  });
}

/**
 * Takes or keeps the device's slot under the user's lock and signs its file, in one transaction.
 * Online it grants a token; offline (`offlineFor`, the file's validity) none, and marks the device.
 */
async function admit(
  deps: DesktopLicensingDeps,
  user: UserRow,
  device: DeviceClaim,
  grant: { tokenHash: string; offlineFor?: never } | { tokenHash: null; offlineFor: number },
) {
  const { db, signer, product, graceDays, clock, mailer } = deps;
  const now = clock();
  const offline = grant.offlineFor !== undefined;
  const refusal = licenseRefusal(user, now, { product, graceDays });
  if (refusal) throw refusal;
  const admitted = await db.transaction().execute(async (trx) => {
    await lockUserDevices(trx, user.id);
    // A device whose deactivation has come due is gone, whether or not the release job has run.
    await trx
      .deleteFrom('devices')
      .where('user_id', '=', user.id)
      .where('deactivation_requested_at', 'is not', null)
      .where(sql<boolean>`${releaseAt} <= ${now}`)
      .execute();
    const occupying = await trx
      .selectFrom('devices')
      .select(['id', 'machine_id', 'name', 'first_seen_at', 'deactivation_requested_at'])
      .where('user_id', '=', user.id)
      .where(occupiesSlot(now))
      .orderBy('first_seen_at')
      .execute();
    const same = occupying.find((row) => row.machine_id === device.fingerprint);
    if (same?.deactivation_requested_at) throw new DomainError('deactivationRequested');
    const maximum = maximumDevices(user);
    if (!same && occupying.length >= maximum) {
      throw new DomainError('deviceLimit', {
        maximum,
        devices: occupying.map((row) => ({ name: row.name, firstSeen: row.first_seen_at })),
      });
    }

    // Activating the same machine again (a reinstallation, an offline renewal) keeps its slot and first-seen date.
    const changes = {
      name: device.name,
      token_hash: grant.tokenHash,
      // 'Das war ich nicht' revokes the tokens issued in the last 24 hours (decision 044).
      token_issued_at: offline ? null : now,
      last_seen_at: now,
      // The key of this installation (none from an older client) and when: a proof signed before counts for nothing.
      public_key: device.publicKey ?? null,
      activated_at: now,
      offline_until: offline ? new Date(now.getTime() + grant.offlineFor) : null,
      // The version it reports (decision 042); a client that sends none keeps what was known.
      ...(device.version ? { app_version: device.version } : {}),
    };
    const row = await trx
      .insertInto('devices')
      .values({ user_id: user.id, machine_id: device.fingerprint, first_seen_at: now, ...changes })
      .onConflict((conflict) => conflict.columns(['user_id', 'machine_id']).doUpdateSet(changes))
      .returning(['id', 'machine_id', 'name'])
      .executeTakeFirstOrThrow();
    await trx.updateTable('users').set({ logged_in_app: true, has_completed_install: true }).where('id', '=', user.id).execute();
    const licenseFile = await issueLicenseFile(trx, signer, {
      user,
      device: row,
      now,
      graceDays,
      ...(offline ? { validFor: grant.offlineFor } : {}),
    });
    return { row, licenseFile, newSlot: !same };
  });
  // An online activation is always news (a new token); an offline upload only when it takes a
  // new slot, since renewing is the same upload every few days.
  if (!offline || admitted.newSlot) await tellOwner(mailer, user, admitted.row.name, now, offline);
  return admitted;
}

export async function activateDevice(deps: DesktopLicensingDeps, user: UserRow, device: DeviceClaim): Promise<Activation> {
  const token = newDeviceToken();
  const { row, licenseFile } = await admit(deps, user, device, { tokenHash: token.hash });
  return { deviceId: row.id, deviceToken: token.token, licenseFile };
}

/**
 * 'Gerät offline aktivieren' (decision 045): the online activation's rules under the same lock,
 * for a device that never calls: no token, a file for the account's offline period, and the
 * device marked with that file's end. The same request again renews (slot and first-seen kept).
 */
export async function activateDeviceOffline(deps: DesktopLicensingDeps, user: UserRow, device: DeviceClaim & { publicKey: string }) {
  const days = user.offline_license_days ?? rules.deactivationWaitDays;
  const { row, licenseFile } = await admit(deps, user, device, { tokenHash: null, offlineFor: days * 86_400_000 });
  return { deviceId: row.id, deviceName: row.name, licenseFile, days };
}

export type OfflineActivation = Awaited<ReturnType<typeof activateDeviceOffline>>;

/** A new file for a device in good standing; a device whose deactivation was requested, or whose licence is gone, gets none and lapses offline. */
export async function refreshLicenseFile(
  deps: Pick<DesktopLicensingDeps, 'db' | 'signer' | 'product' | 'graceDays' | 'clock'>,
  device: DeviceRow,
  fingerprint: string,
  version?: string,
): Promise<LicenseFile> {
  const { db, signer, product, graceDays, clock } = deps;
  if (device.machine_id !== fingerprint) throw new DomainError('wrongDevice');
  if (device.deactivation_requested_at) throw new DomainError('deactivationRequested');
  const now = clock();
  const user = await db.selectFrom('users').selectAll().where('id', '=', device.user_id).executeTakeFirstOrThrow();
  const refusal = licenseRefusal(user, now, { product, graceDays });
  if (refusal) throw refusal;
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ logged_in_app: true }).where('id', '=', user.id).execute();
    if (version) await trx.updateTable('devices').set({ app_version: version }).where('id', '=', device.id).execute();
    return issueLicenseFile(trx, signer, { user, device, now, graceDays });
  });
}

/** The application gives its slot back: the device and its token go at once, as with 'Admin-Deaktivierung'. */
export async function deactivateByApplication(db: Kysely<Database>, device: DeviceRow, fingerprint: string): Promise<void> {
  if (device.machine_id !== fingerprint) throw new DomainError('wrongDevice');
  await db.deleteFrom('devices').where('id', '=', device.id).execute();
}
