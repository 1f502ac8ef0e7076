import { createApiClient } from '../client/create-client.js';
import { ok } from '../testing/fake-answers.js';
import { fakeApi, type FakeRoutes } from '../testing/fake-api.js';
import type { ResourceAdapter } from './adapter.js';
import { recordNightly, releaseNotesPreview, releasesAdapter } from './releases.js';

const release = {
  id: 7,
  version: '4.2.1.0',
  channel: 'stable' as const,
  publishedOn: '2026-11-20',
  notes: '**Neu**',
  notesHtml: '<p><strong>Neu</strong></p>\n',
  installer: 'https://downloads.example.com/B.appinstaller',
  published: true,
};

function setUp(routes: FakeRoutes) {
  const { fetch, requests } = fakeApi(routes);
  const client = createApiClient({ fetch, currentAddress: () => '/admin/releases', navigate: () => undefined });
  const registered: ResourceAdapter = releasesAdapter(client);
  return { client, adapter: releasesAdapter(client), registered, requests };
}

describe('releasesAdapter', () => {
  it('lists with the sort the server knows, and leaves out one it does not', async () => {
    const { adapter, requests } = setUp({ listReleases: ok({ total: 1, releases: [release] }) });
    expect(await adapter.getList({ filter: {}, sort: { field: 'version', order: 'ASC' }, pagination: { page: 2, perPage: 10 } })).toEqual({
      total: 1,
      data: [release],
    });
    await adapter.getList({ filter: {}, sort: { field: 'notes', order: 'ASC' } });
    expect(requests.map((request) => request.url)).toEqual([
      '/webapi/releases?sort=version&order=ASC&page=2&perPage=10',
      '/webapi/releases',
    ]);
  });

  it("creates, saves and deletes with their tokens; 'veröffentlicht' goes only when checked", async () => {
    const { registered, requests } = setUp({
      releaseToken: ok({ token: 'tok' }),
      deleteReleaseToken: ok({ token: 'del' }),
      createRelease: ok({ success: true, id: 7 }),
      updateRelease: ok({ success: true, id: 7 }),
      deleteRelease: ok({ success: true }),
      getRelease: ok(release),
    });
    const values = { version: '4.2.1.0', channel: 'stable', publishedOn: '2026-11-20', notes: '**Neu**', installer: release.installer };
    await expect(registered.create?.({ ...values, published: true })).resolves.toEqual(release);
    await expect(registered.update?.(7, { ...values, published: false })).resolves.toEqual(release);
    await expect(registered.delete?.(7)).resolves.toEqual({ id: 7 });
    const writes = requests.filter((request) => request.method !== 'GET');
    expect(writes.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /webapi/releases',
      'POST /webapi/release/7',
      'DELETE /webapi/release/7/del',
    ]);
    expect(new URLSearchParams(writes[0]?.body).get('published')).toBe('1');
    expect(new URLSearchParams(writes[1]?.body).has('published')).toBe(false);
    expect(new URLSearchParams(writes[0]?.body).get('_token')).toBe('tok');
  });

  it('previews notes and records the Nightly', async () => {
    const { client } = setUp({
      releaseToken: ok({ token: 'tok' }),
      previewReleaseNotes: ok({ html: '<p>x</p>' }),
      recordNightlyRelease: ok({ success: true, id: 9 }),
    });
    await expect(releaseNotesPreview(client, 'x')).resolves.toBe('<p>x</p>');
    await expect(recordNightly(client)).resolves.toBe(9);
  });
});
