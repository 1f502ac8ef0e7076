import type { Kysely } from 'kysely';
import type { ReleaseChannel } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { readInstaller, type InstallerSource } from '../config/installer-source.js';
import { makeInstallersDirectory } from '../installer/installer-files.js';
import { publishedReleases } from './release-store.js';

/** What /download/installer gives: an installer, or the stored one it refuses (decision 050), or nothing. */
export type CustomerInstaller = InstallerSource | { kind: 'refused'; installer: string; version: string } | undefined;

/**
 * What /download/installer gives (the download page's buttons): the installer of the newest
 * published release of the channel; for stable INSTALLER_URL's while no stable release is
 * recorded (decision 042). A release stored before decision 050 whose installer is no longer
 * allowed (a file outside DATA_DIR/installers/) is kept but not served, and INSTALLER_URL does not
 * stand in for it: the download answers as for a missing file.
 */
export function currentCustomerInstaller(
  db: Kysely<Database>,
  dataDir: string,
  fallback: InstallerSource | undefined,
): (channel: ReleaseChannel) => Promise<CustomerInstaller> {
  return async (channel) => {
    const [newest] = await publishedReleases(db, channel, { limit: 1 });
    if (!newest) return channel === 'stable' ? fallback : undefined;
    const read = readInstaller(newest.installer, dataDir);
    return 'source' in read ? read.source : { kind: 'refused', installer: newest.installer, version: newest.version };
  };
}

/**
 * At the start: makes DATA_DIR/installers/ and names in the log each published release whose
 * installer is no longer served (stored before decision 050, say `installer/X.appinstaller`), so
 * that the operator moves its file into installers/ and corrects the release.
 */
export async function prepareInstallers(db: Kysely<Database>, dataDir: string, log: { warn(message: string): void }): Promise<void> {
  await makeInstallersDirectory(dataDir);
  const rows = await db
    .selectFrom('releases')
    .select(['version', 'channel', 'installer'])
    .where('published', '=', true)
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const read = readInstaller(row.installer, dataDir);
    if ('problem' in read)
      log.warn(
        `Version ${row.version} (${row.channel}): die Installationsdatei „${row.installer}“ wird nicht ausgeliefert; ` +
          'Installationsprogramme nur aus DATA_DIR/installers/ (Entscheidung 050). Bitte die Datei dorthin verschieben und die Version anpassen.',
      );
  }
}
