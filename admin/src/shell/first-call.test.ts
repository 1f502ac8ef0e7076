import { fakeApi, ok, overviewFixture, referenceFixture } from '@bfsm/api-adapter/testing';
import { createEarlyRequests } from './early-requests';
import { startFirstCall } from './first-call';

function earlyOnFakeApi() {
  const api = fakeApi({
    getOverview: ok(overviewFixture()),
    getReference: ok(referenceFixture({ id: 3 })),
    listOrders: ok({ total: 0, orders: [] }),
    listInvoices: ok({ total: 0, invoices: [] }),
    listInvoiceMonths: ok({ months: [] }),
    listAuditEvents: ok({ total: 0, events: [] }),
    listFeatureCatalogue: ok([]),
    listReleases: ok({ total: 0, releases: [] }),
    getVersionsInUse: ok({ devices: 0, versions: [], newestStable: null, shareOnNewestStable: null }),
    listPrices: ok({ current: [], history: [] }),
    getNextInstallUrl: ok({ url: null, version: null, problem: null }),
  });
  return { api, early: createEarlyRequests(api.fetch, () => undefined) };
}

const noView = { getItem: () => null };
const opening = (address: string) => {
  const url = new URL(address, 'http://portal.test');
  return { pathname: url.pathname, search: url.search };
};
const asked = (api: ReturnType<typeof earlyOnFakeApi>['api']) => api.requests.map((request) => request.url).sort();

describe("the calls a screen's content waits for, made before react-admin has loaded", () => {
  it.each([
    ['/admin', ['/webapi/admin/overview']],
    ['/admin/', ['/webapi/admin/overview']],
    ['/admin/reference/3', ['/webapi/reference/3']],
    // A list's first page, as its <List> asks it with nothing stored: its own order and page size.
    ['/admin/orders', ['/webapi/orders?sort=id&order=DESC&page=1&perPage=10']],
    ['/admin/audit', ['/webapi/admin/audit-events?page=1&perPage=50']],
    ['/admin/features', ['/webapi/feature-catalogue']],
    // A screen's other call beside its list, and the pages of their own.
    ['/admin/releases', ['/webapi/releases/versions-in-use', '/webapi/releases?sort=publishedOn&order=DESC&page=1&perPage=10']],
    ['/admin/prices', ['/webapi/prices']],
    ['/admin/install-next', ['/webapi/next-install-url']],
    // 'Rechnungen': the list and 'Summen je Monat' beside it.
    ['/admin/invoices', ['/webapi/invoice-months', '/webapi/invoices?sort=id&order=DESC&page=1&perPage=10']],
    // The view the address names, as react-admin writes it.
    [
      '/admin/invoices?displayedFilters=%7B%7D&filter=%7B%22status%22%3A%22open%22%7D&order=ASC&page=2&perPage=25&sort=dueDate',
      ['/webapi/invoice-months', '/webapi/invoices?sort=dueDate&order=ASC&page=2&perPage=25&status=open'],
    ],
  ])('is made when the back-office opens on %s for an admin', async (address, calls) => {
    const { api, early } = earlyOnFakeApi();
    await startFirstCall(opening(address), early, Promise.resolve(true), noView);
    expect(asked(api)).toEqual(calls);
  });

  it("asks a list for the view react-admin stored when the address names none (react-admin's localStorageStore)", async () => {
    const { api, early } = earlyOnFakeApi();
    const stored = { filter: { q: 'Müller' }, sort: 'createdAt', order: 'ASC', page: 1, perPage: 10 };
    const storage = { getItem: (key: string) => (key === 'RaStore.orders.listParams' ? JSON.stringify(stored) : null) };
    await startFirstCall(opening('/admin/orders'), early, Promise.resolve(true), storage);
    expect(asked(api)).toEqual([`/webapi/orders?sort=createdAt&order=ASC&page=1&perPage=10&q=M%C3%BCller`]);
  });

  it('is not made on a screen without one, on an address that is no screen, nor for anyone but an admin', async () => {
    const { api, early } = earlyOnFakeApi();
    await startFirstCall(opening('/admin/reference/new'), early, Promise.resolve(true), noView);
    await startFirstCall(opening('/admin/users/new'), early, Promise.resolve(true), noView);
    await startFirstCall(opening('/account'), early, Promise.resolve(true), noView);
    await startFirstCall(opening('/admin'), early, Promise.resolve(false), noView);
    await startFirstCall(opening('/admin/invoices'), early, Promise.resolve(false), noView);
    expect(api.requests).toEqual([]);
  });
});
