import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, DevicesTable } from '../db/schema.js';

export type Device = Selectable<DevicesTable>;

export interface CreateDeviceOptions {
  user: { id: number };
  name?: string;
  machineId?: string;
  firstSeenAt?: Date;
  lastSeenAt?: Date;
  /** Set: the device is 'Deaktivierung beantragt'. */
  deactivationRequestedAt?: Date | null;
  /** The end of the device's last licence file (desktop API). */
  licenseValidUntil?: Date | null;
  /** The application version the device reported (4.2.1.0); none by default. */
  appVersion?: string | null;
}

/** An activated device of the user. */
export async function createDevice(db: Kysely<Database>, options: CreateDeviceOptions): Promise<Device> {
  const now = new Date();
  return db
    .insertInto('devices')
    .values({
      user_id: options.user.id,
      name: options.name ?? 'Arbeitsplatz-PC',
      machine_id: options.machineId ?? randomBytes(8).toString('hex'),
      first_seen_at: options.firstSeenAt ?? new Date(now.getTime() - 30 * 86_400_000),
      last_seen_at: options.lastSeenAt ?? now,
      deactivation_requested_at: options.deactivationRequestedAt ?? null,
      license_valid_until: options.licenseValidUntil ?? null,
      app_version: options.appVersion ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
