import { fakeApi, ok, overviewFixture, referenceFixture } from '@bfsm/api-adapter/testing';
import { createEarlyRequests } from './early-requests';
import { startFirstCall } from './first-call';

function earlyOnFakeApi() {
  const api = fakeApi({
    getOverview: ok(overviewFixture()),
    getReference: ok(referenceFixture({ id: 3 })),
  });
  return { api, early: createEarlyRequests(api.fetch, () => undefined) };
}

const askedPaths = (api: ReturnType<typeof earlyOnFakeApi>['api']) =>
  api.requests.map((request) => new URL(request.url, 'http://portal.test').pathname);

describe("the call a screen's content waits for, made before react-admin has loaded", () => {
  it.each([
    ['/admin', '/webapi/admin/overview'],
    ['/admin/', '/webapi/admin/overview'],
    ['/admin/reference/3', '/webapi/reference/3'],
  ])('is made when the back-office opens on %s for an admin', async (pathname, asked) => {
    const { api, early } = earlyOnFakeApi();
    await startFirstCall(pathname, early, Promise.resolve(true));
    expect(askedPaths(api)).toEqual([asked]);
  });

  it('is not made on a screen without one, on an address that is no screen, nor for anyone but an admin', async () => {
    const { api, early } = earlyOnFakeApi();
    await startFirstCall('/admin/audit', early, Promise.resolve(true));
    await startFirstCall('/admin/reference/new', early, Promise.resolve(true));
    await startFirstCall('/account', early, Promise.resolve(true));
    await startFirstCall('/admin', early, Promise.resolve(false));
    expect(api.requests).toEqual([]);
  });
});
