import { sql, type Expression } from 'kysely';
import type { DownloadableRelease, Release, ReleaseChannel } from '@bfsm/api-adapter';
import { releaseNotesHtml } from './release-notes.js';
import type { ReleaseRow } from '../db/rows.js';

/**
 * The one order of versions: a version's four numbers as an integer array, so that 4.10.0.0
 * sorts after 4.9.0.0; for a column (`sql.ref`) or a text (`sql.val`). A text that is not a
 * version (a device's offline request reports its version unchecked) gives null, not a failed
 * cast, and sorts with the devices that reported none.
 */
export const versionNumbers = (version: Expression<string | null>) =>
  sql<number[] | null>`(CASE WHEN ${version} ~ '^[0-9]{1,5}([.][0-9]{1,5}){3}$' THEN string_to_array(${version}, '.')::int[] END)`;

/** The releases' order by version. */
export const versionOrder = versionNumbers(sql.ref('version'));

export function toRelease(row: ReleaseRow): Release {
  return {
    id: row.id,
    version: row.version,
    channel: row.channel,
    publishedOn: row.published_on,
    notes: row.notes,
    notesHtml: releaseNotesHtml(row.notes),
    installer: row.installer,
    published: row.published,
  };
}

/** What the audit timeline keeps of a release: everything an admin sets. */
export function releaseFacts(row: Pick<ReleaseRow, 'version' | 'channel' | 'published_on' | 'notes' | 'installer' | 'published'>) {
  return {
    version: row.version,
    channel: row.channel,
    publishedOn: row.published_on,
    notes: row.notes,
    installer: row.installer,
    published: row.published,
  };
}

/**
 * Where the application or the browser gets a release's installer: its address, or the portal's
 * /download/installer (under `base`, '' for the portal's own pages) for a file it serves from
 * DATA_DIR, which gives the newest release of the channel.
 */
export function installerAddress(installer: string, base: string, channel: ReleaseChannel): string {
  if (/^https?:\/\//i.test(installer)) return installer;
  return `${base}/download/installer${channel === 'nightly' ? '?channel=nightly' : ''}`;
}

/** A published release as the download page shows it. */
export function toDownloadable(row: ReleaseRow): DownloadableRelease {
  return {
    version: row.version,
    publishedOn: row.published_on,
    notesHtml: releaseNotesHtml(row.notes),
    installerUrl: installerAddress(row.installer, '', row.channel),
  };
}
