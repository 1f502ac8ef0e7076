import { fakeApi, ok, userListRowFixture } from '@bfsm/api-adapter/testing';
import { createEarlyRequests } from '../shell/early-requests';
import { preloadStartScreen } from './start-screen';

const row = userListRowFixture();

function earlyOnFakeApi() {
  const api = fakeApi({ listUsers: ok({ total: 42, users: [row] }) });
  return { api, early: createEarlyRequests(api.fetch, () => undefined) };
}

describe("the user list's first page, asked for before react-admin has loaded", () => {
  it("is asked for with the address's tab and search words, the first page in react-admin's order, and resolves to it", async () => {
    const { api, early } = earlyOnFakeApi();
    const page = await preloadStartScreen({ pathname: '/admin/users', search: '?filter=paying&term=Bau' }, early, Promise.resolve(true));
    expect(page).toEqual({ data: [expect.objectContaining({ id: row.id, email: row.email })], total: 42 });
    const asked = new URL(api.requests[0]?.url ?? '', 'http://portal.test');
    expect(asked.pathname).toBe('/webapi/admin/users/paying');
    expect(Object.fromEntries(asked.searchParams)).toEqual(expect.objectContaining({ term: 'Bau', page: '1', perPage: '50' }));
  });

  it('is not asked for on another screen, nor for anyone but an admin', async () => {
    const { api, early } = earlyOnFakeApi();
    expect(await preloadStartScreen({ pathname: '/admin/releases', search: '' }, early, Promise.resolve(true))).toBeUndefined();
    expect(await preloadStartScreen({ pathname: '/admin/users', search: '' }, early, Promise.resolve(false))).toBeUndefined();
    expect(api.requests).toEqual([]);
  });
});
