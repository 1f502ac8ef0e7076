import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { installerSource, type InstallerSource } from '../config/installer-source.js';
import { publishedReleases } from './release-store.js';

/**
 * What /download/installer gives customers (the download page's button): the installer of the
 * newest published stable release, or INSTALLER_URL's while no stable release is recorded
 * (decision 042).
 */
export function currentCustomerInstaller(
  db: Kysely<Database>,
  dataDir: string,
  fallback: InstallerSource | undefined,
): () => Promise<InstallerSource | undefined> {
  return async () => {
    const [newest] = await publishedReleases(db, 'stable', { limit: 1 });
    return (newest && installerSource(newest.installer, dataDir)) ?? fallback;
  };
}
