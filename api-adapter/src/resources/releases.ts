import {
  createRelease,
  deleteRelease,
  getRelease,
  listReleases,
  previewReleaseNotes,
  recordNightlyRelease,
  releaseSortFields,
  updateRelease,
  type Release,
} from '../contract/releases.js';
import type { ApiClient } from '../client/create-client.js';
import { formText, sortedPage, type FormValues, type ListAnswer, type ListQuery, type RecordId } from './adapter.js';

/** The release form's values as the form call sends them; 'veröffentlicht' goes as '1' only when checked. */
export function releaseFormBody(values: FormValues) {
  return {
    version: formText(values.version),
    channel: formText(values.channel) as Release['channel'],
    publishedOn: formText(values.publishedOn),
    notes: formText(values.notes),
    installer: formText(values.installer),
    ...(values.published ? { published: '1' } : {}),
  };
}

/** Releases of the desktop application ('Versionen'): list, read, create, save and delete, as the admin's resource `releases`. */
export function releasesAdapter(client: ApiClient) {
  const read = (id: RecordId) => client.call(getRelease, { params: { releaseId: Number(id) } });
  return {
    async getList(query: ListQuery<Record<string, unknown>>): Promise<ListAnswer<Release>> {
      const answer = await client.call(listReleases, { query: sortedPage(query, releaseSortFields) });
      return { data: answer.releases, total: answer.total };
    },
    getOne: read,
    async create(values: FormValues): Promise<Release> {
      const { id } = await client.call(createRelease, { body: releaseFormBody(values) });
      return read(id);
    },
    async update(id: RecordId, values: FormValues): Promise<Release> {
      await client.call(updateRelease, { params: { releaseId: Number(id) }, body: releaseFormBody(values) });
      return read(id);
    },
    async delete(id: RecordId): Promise<{ id: RecordId }> {
      await client.call(deleteRelease, { params: { releaseId: Number(id) } });
      return { id };
    },
  };
}

/** The form's preview: the notes as the server renders and sanitises them. */
export async function releaseNotesPreview(client: ApiClient, notes: string): Promise<string> {
  return (await client.call(previewReleaseNotes, { body: { notes } })).html;
}

/** The Nightly page's one click: records the manifest's version as a Nightly release; answers its id. */
export async function recordNightly(client: ApiClient): Promise<number> {
  return (await client.call(recordNightlyRelease, { body: {} })).id;
}
