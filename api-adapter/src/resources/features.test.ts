import { createApiClient } from '../client/create-client.js';
import { ok } from '../testing/fake-answers.js';
import { fakeApi, type FakeRoutes } from '../testing/fake-api.js';
import type { ResourceAdapter } from './adapter.js';
import { featuresAdapter } from './features.js';

const catalogue = [
  { name: 'export-3d', description: 'Zuletzt' },
  { name: 'api-zugang', description: 'Ärmel' },
  { name: 'beta', description: 'Beta-Funktionen' },
];

function setUp(routes: FakeRoutes) {
  const { fetch, requests } = fakeApi(routes);
  const adapter = featuresAdapter(createApiClient({ fetch, currentAddress: () => '/admin/features', navigate: () => undefined }));
  const registered: ResourceAdapter = adapter;
  return { adapter, registered, requests };
}

describe('featuresAdapter', () => {
  it('lists the catalogue with the name as id, sorted and paged', async () => {
    const { adapter } = setUp({ listFeatureCatalogue: ok(catalogue) });
    const answer = await adapter.getList({ filter: {}, sort: { field: 'description', order: 'ASC' }, pagination: { page: 1, perPage: 2 } });
    expect(answer).toEqual({
      total: 3,
      data: [
        { id: 'api-zugang', name: 'api-zugang', description: 'Ärmel' },
        { id: 'beta', name: 'beta', description: 'Beta-Funktionen' },
      ],
    });
  });

  it('finds one flag, and says 404 for an unknown one', async () => {
    const { adapter } = setUp({ listFeatureCatalogue: ok(catalogue) });
    await expect(adapter.getOne('beta')).resolves.toEqual({ id: 'beta', name: 'beta', description: 'Beta-Funktionen' });
    await expect(adapter.getOne('fehlt')).rejects.toMatchObject({ status: 404 });
  });

  it('creates and renames with the features token', async () => {
    const { registered, requests } = setUp({
      featuresToken: ok({ token: 'tok' }),
      createFeatureDefinition: ok({ name: 'neu', description: 'Neu' }),
      updateFeatureDefinition: ok({ name: 'umbenannt', description: 'Neu' }),
    });
    await expect(registered.create?.({ name: 'neu', description: 'Neu' })).resolves.toEqual({ id: 'neu', name: 'neu', description: 'Neu' });
    await expect(registered.update?.('neu', { name: 'umbenannt', description: 'Neu', id: 'neu' })).resolves.toEqual({
      id: 'umbenannt',
      name: 'umbenannt',
      description: 'Neu',
    });
    const writes = requests.filter((request) => request.method === 'POST');
    expect(writes.map((request) => request.url)).toEqual(['/webapi/feature-catalogue', '/webapi/feature-catalogue/neu']);
    expect(new URLSearchParams(writes[1]?.body).get('name')).toBe('umbenannt');
  });
});
