import type { Kysely } from 'kysely';
import type { ReleaseChannel } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { installerSource, type InstallerSource } from '../config/installer-source.js';
import { publishedReleases } from './release-store.js';

/**
 * What /download/installer gives (the download page's buttons): the installer of the newest
 * published release of the channel; for stable INSTALLER_URL's while no stable release is
 * recorded (decision 042).
 */
export function currentCustomerInstaller(
  db: Kysely<Database>,
  dataDir: string,
  fallback: InstallerSource | undefined,
): (channel: ReleaseChannel) => Promise<InstallerSource | undefined> {
  return async (channel) => {
    const [newest] = await publishedReleases(db, channel, { limit: 1 });
    return (newest && installerSource(newest.installer, dataDir)) ?? (channel === 'stable' ? fallback : undefined);
  };
}
