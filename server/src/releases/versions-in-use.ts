import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { publishedReleases } from './release-store.js';
import { versionNumbers } from './release-rows.js';

/** A device counts as in use when it was seen (activation, refresh) within this many days. */
export const inUseDays = 30;

/**
 * How many of the devices seen in the last 30 days run each version, most first (decision 042),
 * and the share of them on the newest published stable version.
 */
export async function versionsInUse(db: Kysely<Database>, now: Date) {
  const since = new Date(now.getTime() - inUseDays * 86_400_000);
  const rows = await db
    .selectFrom('devices')
    .select(['app_version', (eb) => eb.fn.countAll<number>().as('devices')])
    .where('last_seen_at', '>=', since)
    .groupBy('app_version')
    .orderBy(sql`count(*)`, 'desc')
    // Among equal counts, the highest version first; devices that reported none (or no version) last.
    .orderBy(sql`${versionNumbers(sql.ref('app_version'))} desc nulls last`)
    .execute();
  const versions = rows.map((row) => ({ version: row.app_version, devices: Number(row.devices) }));
  const devices = versions.reduce((sum, entry) => sum + entry.devices, 0);
  const [newest] = await publishedReleases(db, 'stable', { limit: 1 });
  const onNewest = versions.find((entry) => entry.version === newest?.version)?.devices ?? 0;
  return {
    devices,
    versions,
    newestStable: newest?.version ?? null,
    shareOnNewestStable: newest && devices > 0 ? onNewest / devices : null,
  };
}
