import { createApiClient } from '../client/create-client.js';
import { failure, ok } from '../testing/fake-answers.js';
import { fakeApi, type FakeRoutes } from '../testing/fake-api.js';
import type { ResourceAdapter } from './adapter.js';
import { licensesAdapter } from './licenses.js';

const license = { id: 12, user: null, owner: { id: 3, email: 'chef@bau.test' }, licenseType: 8, expiration: '2027-03-31' };

function setUp(routes: FakeRoutes) {
  const { fetch, requests } = fakeApi(routes);
  const adapter = licensesAdapter(createApiClient({ fetch, currentAddress: () => '/admin/license/12', navigate: () => undefined }));
  const registered: ResourceAdapter = adapter;
  return { adapter, registered, requests };
}

describe('licensesAdapter', () => {
  it('reads a licence', async () => {
    const { adapter, requests } = setUp({ getLicense: ok(license) });
    await expect(adapter.getOne(12)).resolves.toEqual(license);
    expect(requests.map((request) => request.url)).toEqual(['/webapi/license/12']);
  });

  it('saves type and expiry with the token, a cleared date as empty, and answers the saved licence', async () => {
    const { adapter, requests } = setUp({
      licenseToken: ok({ token: 'tok' }),
      updateLicense: ok({ success: true, message: 'Erfolgreich gespeichert.' }),
      getLicense: ok({ ...license, expiration: null }),
    });
    await expect(adapter.update(12, { licenseType: 9, expiration: null })).resolves.toMatchObject({ id: 12, expiration: null });
    expect(requests[1]).toMatchObject({ method: 'POST', url: '/webapi/license/12' });
    expect(new URLSearchParams(requests[1]?.body)).toEqual(new URLSearchParams({ licensetype: '9', expiration: '', _token: 'tok' }));
  });

  it('deletes with the token in the query', async () => {
    const { registered, requests } = setUp({ licenseToken: ok({ token: 'tok' }), deleteLicense: ok({ success: true }) });
    await expect(registered.delete?.(12)).resolves.toEqual({ id: 12 });
    expect(requests[1]).toMatchObject({ method: 'DELETE', url: '/webapi/license/12?token=tok' });
  });

  it('passes a refusal at a field on', async () => {
    const { adapter } = setUp({
      licenseToken: ok({ token: 'tok' }),
      updateLicense: failure('invalid-input', 'Das Datum darf nicht vor dem 01.09.2024 liegen.', 'expiration'),
    });
    await expect(adapter.update(12, { licenseType: 9, expiration: '2026-01-01' })).rejects.toMatchObject({
      status: 400,
      target: 'expiration',
    });
  });
});
