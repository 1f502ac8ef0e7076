import type { ListQuery, ResourceAdapter } from '@bfsm/api-adapter';
import { createDataProvider } from './data-provider';

describe('dataProvider bridge', () => {
  it('hands getList to the adapter of the resource', async () => {
    const seen: Array<ListQuery<Record<string, unknown>>> = [];
    const users: ResourceAdapter = {
      getList: async (query) => {
        seen.push(query);
        return { data: [{ id: '1' }], total: 1 };
      },
    };
    const dataProvider = createDataProvider({ users });
    const answer = await dataProvider.getList('users', {
      filter: { filter: 'spam', term: 'anna' },
      sort: { field: 'email', order: 'DESC' },
      pagination: { page: 3, perPage: 50 },
    });
    expect(answer).toEqual({ data: [{ id: '1' }], total: 1 });
    expect(seen).toEqual([{ filter: { filter: 'spam', term: 'anna' }, sort: { field: 'email', order: 'DESC' }, pagination: { page: 3, perPage: 50 } }]);
  });

  it('rejects what no adapter offers with a German message', async () => {
    const dataProvider = createDataProvider({ users: {} });
    await expect(dataProvider.getList('users', {})).rejects.toThrow('Die Aktion „getList“ ist für die Ressource „users“ nicht verfügbar.');
    await expect(dataProvider.getList('unknown', {})).rejects.toThrow('„unknown“');
    await expect(dataProvider.delete('users', { id: '1' })).rejects.toThrow('„delete“');
  });
});
