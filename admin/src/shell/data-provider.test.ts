import { ApiError, type ListQuery, type ResourceAdapter } from '@bfsm/api-adapter';
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
    expect(seen).toEqual([
      { filter: { filter: 'spam', term: 'anna' }, sort: { field: 'email', order: 'DESC' }, pagination: { page: 3, perPage: 50 } },
    ]);
  });

  it('wraps getOne, create, update and delete answers as { data }', async () => {
    const calls: unknown[] = [];
    const license: ResourceAdapter = {
      getOne: async (id) => ({ id, licenseType: 8 }),
      create: async (values) => ({ id: 9, ...values }),
      update: async (id, values) => {
        calls.push([id, values]);
        return { id, ...values };
      },
      delete: async (id) => ({ id }),
    };
    const dataProvider = createDataProvider({ license });
    await expect(dataProvider.getOne('license', { id: 4 })).resolves.toEqual({ data: { id: 4, licenseType: 8 } });
    await expect(dataProvider.create('license', { data: { licenseType: 9 } })).resolves.toEqual({ data: { id: 9, licenseType: 9 } });
    await expect(dataProvider.update('license', { id: 4, data: { licenseType: 6 }, previousData: { id: 4 } })).resolves.toEqual({
      data: { id: 4, licenseType: 6 },
    });
    await expect(dataProvider.delete('license', { id: 4 })).resolves.toEqual({ data: { id: 4 } });
    expect(calls).toEqual([[4, { licenseType: 6 }]]);
  });

  it('turns a refusal at a field into react-admin’s validation errors, and passes others on', async () => {
    const users: ResourceAdapter = {
      create: async () =>
        Promise.reject(new ApiError(409, 'account-exists', 'Für diese E-Mail-Adresse gibt es bereits ein Konto.', 'email')),
      delete: async () => Promise.reject(new ApiError(403, 'forbidden', 'Dafür fehlen Ihnen die Rechte.')),
    };
    const dataProvider = createDataProvider({ users });
    await expect(dataProvider.create('users', { data: {} })).rejects.toMatchObject({
      body: { errors: { email: 'Für diese E-Mail-Adresse gibt es bereits ein Konto.' } },
    });
    const refused = await dataProvider.delete('users', { id: 1 }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 403, message: 'Dafür fehlen Ihnen die Rechte.' });
    expect(refused).not.toHaveProperty('body');
  });

  it('offers extra calls beside the resources', async () => {
    const dataProvider = createDataProvider({}, { getAdminLinks: async () => ({ blogUrl: null, analyticsUrl: null }) });
    await expect(dataProvider.getAdminLinks()).resolves.toEqual({ blogUrl: null, analyticsUrl: null });
  });

  it('rejects what no adapter offers with a German message', async () => {
    const dataProvider = createDataProvider({ users: {} });
    await expect(dataProvider.getList('users', {})).rejects.toThrow('Die Aktion „getList“ ist für die Ressource „users“ nicht verfügbar.');
    await expect(dataProvider.getList('unknown', {})).rejects.toThrow('„unknown“');
    await expect(dataProvider.delete('users', { id: '1' })).rejects.toThrow('„delete“');
    await expect(dataProvider.getOne('users', { id: '1' })).rejects.toThrow('„getOne“');
  });
});

describe('dataProvider bridge: one record', () => {
  const saved = { id: 5, title: 'Klinikum' };
  const references: ResourceAdapter = {
    getOne: async (id) => ({ ...saved, id }),
    create: async (data) => ({ ...data, id: 6 }),
    update: async (id, data) => ({ ...data, id }),
    delete: async (id) => ({ id }),
  };
  const dataProvider = createDataProvider({ references });

  it('hands getOne, create, update and delete to the adapter', async () => {
    expect(await dataProvider.getOne('references', { id: 5 })).toEqual({ data: saved });
    expect(await dataProvider.create('references', { data: { title: 'Neu' } })).toEqual({ data: { id: 6, title: 'Neu' } });
    expect(await dataProvider.update('references', { id: 5, data: { title: 'Anders' }, previousData: saved })).toEqual({
      data: { id: 5, title: 'Anders' },
    });
    expect(await dataProvider.delete('references', { id: 5, previousData: saved })).toEqual({ data: saved });
  });

  it('turns a server error at a field into react-admin’s validation error for that field', async () => {
    const failing = createDataProvider({
      references: {
        create: () =>
          Promise.reject(
            new ApiError(400, 'invalid-input', 'Das Bild ist beschädigt oder unvollständig.', 'create_reference_form[teaserimageupload]'),
          ),
        update: () => Promise.reject(new ApiError(403, 'forbidden', 'Dafür fehlen Ihnen die Rechte.')),
      },
    });
    await expect(failing.create('references', { data: {} })).rejects.toMatchObject({
      status: 400,
      body: { errors: { teaserimageupload: 'Das Bild ist beschädigt oder unvollständig.' } },
    });
    await expect(failing.update('references', { id: 1, data: {}, previousData: { id: 1 } })).rejects.toBeInstanceOf(ApiError);
  });
});
