import type { Kysely } from 'kysely';
import type { AvailableUpdate, ReleaseChannel } from '@bfsm/api-adapter';
import type { Database } from '../db/schema.js';
import { releaseNotesHtml, releaseNotesText } from './release-notes.js';
import { publishedReleases } from './release-store.js';
import { installerAddress } from './release-rows.js';

/**
 * The desktop update check (decision 042): the newest published release of the channel above the
 * installed version, or null. An installer the portal serves from DATA_DIR is reached through
 * /download/installer (which signs the browser in first); an address is answered as it is.
 */
export async function availableUpdate(
  db: Kysely<Database>,
  publicUrl: string,
  channel: ReleaseChannel,
  installed: string,
): Promise<AvailableUpdate | null> {
  const [newest] = await publishedReleases(db, channel, { limit: 1, newerThan: installed });
  if (!newest) return null;
  return {
    version: newest.version,
    channel: newest.channel,
    publishedOn: newest.published_on,
    notesHtml: releaseNotesHtml(newest.notes),
    notesText: releaseNotesText(newest.notes),
    installerUrl: installerAddress(newest.installer, publicUrl, newest.channel),
  };
}
