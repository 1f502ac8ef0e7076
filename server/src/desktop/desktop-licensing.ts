import { sql, type Kysely } from 'kysely';
import type { Activation } from '@bfsm/api-adapter';
import type { LicenseFile } from '@bfsm/api-adapter/license-file';
import type { Database } from '../db/schema.js';
import { maximumDevices, occupiesSlot, releaseAt } from '../devices/device-slots.js';
import { DomainError } from '../errors/domain-error.js';
import type { TokenDevice } from '../http/access-check.js';
import type { UserRow } from '../sessions/session-store.js';
import { newDeviceToken } from './device-tokens.js';
import { issueLicenseFile } from './license-issuer.js';
import { licenseRefusal } from './license-standing.js';
import type { LicenseSigner } from './signing-key.js';

export interface DesktopLicensingOptions {
  db: Kysely<Database>;
  signer: LicenseSigner;
  product: string;
  clock: () => Date;
}

/** The advisory-lock space that serialises one user's activations, so two at once cannot both take the last slot. */
const userLockSpace = 2411;

/**
 * What the desktop API does once the caller is known: activation (after the password was
 * checked), renewal and deactivation by the application. Decision 024.
 */
export function createDesktopLicensing({ db, signer, product, clock }: DesktopLicensingOptions) {
  return {
    async activate(user: UserRow, device: { fingerprint: string; name: string; version?: string }): Promise<Activation> {
      const now = clock();
      const refusal = licenseRefusal(user, now, product);
      if (refusal) throw refusal;
      return db.transaction().execute(async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(${userLockSpace}, ${user.id}::int)`.execute(trx);
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

        // Activating the same machine again (a reinstallation) keeps its slot and first-seen date, with a new token.
        const token = newDeviceToken();
        // The version it reports (decision 042); a client that sends none keeps what was known.
        const reported = device.version ? { app_version: device.version } : {};
        const row = await trx
          .insertInto('devices')
          .values({
            user_id: user.id,
            machine_id: device.fingerprint,
            name: device.name,
            token_hash: token.hash,
            first_seen_at: now,
            last_seen_at: now,
            ...reported,
          })
          .onConflict((conflict) =>
            conflict
              .columns(['user_id', 'machine_id'])
              .doUpdateSet({ name: device.name, token_hash: token.hash, last_seen_at: now, ...reported }),
          )
          .returning(['id', 'machine_id', 'name'])
          .executeTakeFirstOrThrow();
        await trx.updateTable('users').set({ logged_in_app: true, has_completed_install: true }).where('id', '=', user.id).execute();
        const licenseFile = await issueLicenseFile(trx, signer, { user, device: row, now });
        return { deviceId: row.id, deviceToken: token.token, licenseFile };
      });
    },

    /** A new file for a device in good standing; a device whose deactivation was requested, or whose licence is gone, gets none and lapses offline. */
    async refresh(device: TokenDevice, fingerprint: string, version?: string): Promise<LicenseFile> {
      if (device.machine_id !== fingerprint) throw new DomainError('wrongDevice');
      if (device.deactivation_requested_at) throw new DomainError('deactivationRequested');
      const now = clock();
      const user = await db.selectFrom('users').selectAll().where('id', '=', device.user_id).executeTakeFirstOrThrow();
      const refusal = licenseRefusal(user, now, product);
      if (refusal) throw refusal;
      return db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ logged_in_app: true }).where('id', '=', user.id).execute();
        if (version) await trx.updateTable('devices').set({ app_version: version }).where('id', '=', device.id).execute();
        return issueLicenseFile(trx, signer, { user, device, now });
      });
    },

    /** The application gives its slot back: the device and its token go at once, as with 'Admin-Deaktivierung'. */
    async deactivate(device: TokenDevice, fingerprint: string): Promise<void> {
      if (device.machine_id !== fingerprint) throw new DomainError('wrongDevice');
      await db.deleteFrom('devices').where('id', '=', device.id).execute();
    },
  };
}

export type DesktopLicensing = ReturnType<typeof createDesktopLicensing>;
