import { getQuery, localStorageStore, parseQueryFromLocation, type ListParams } from 'react-admin';
import { screens, type Screen } from '../screens';
import { toListQuery } from './data-provider';
import { listQueryAt, type ListScreen } from './list-query';

/** The page react-admin's <List> asks its dataProvider for (ra-core's useListParams and useListController), as the adapter gets it. */
function reactAdminsFirstPage(list: ListScreen, search: string, stored: Partial<ListParams>) {
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation({ search }),
    params: stored,
    filterDefaultValues: undefined,
    sort: list.sort ?? { field: 'id', order: 'ASC' },
    perPage: list.perPage ?? 10,
  });
  return toListQuery({
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: { ...query.filter },
  });
}

const lists = Object.entries(screens as Record<string, Screen>).flatMap(([name, screen]) =>
  screen.list ? [[name, screen.list] as const] : [],
);

const addresses = [
  '',
  // As react-admin writes a view into the address.
  '?displayedFilters=%7B%7D&filter=%7B%22status%22%3A%22open%22%2C%22q%22%3A%22M%C3%BCller%22%7D&order=ASC&page=2&perPage=25&sort=number',
  '?displayedFilters=%7B%7D&filter=%7B%7D&order=DESC&page=1&perPage=10&sort=id',
  '?page=3',
  '?sort=grossCents',
  '?perPage=abc&page=x',
  '?filter=kein-json',
];

const storedViews: Record<string, Partial<ListParams> | undefined> = {
  nothing: undefined,
  'a view of its own': { filter: { q: 'Test' }, sort: 'issueDate', order: 'ASC', page: 1, perPage: 25, displayedFilters: {} },
  'a later page': { filter: {}, page: 4 },
  // What react-admin stores on a first visit: no view of one's own, so the list's defaults apply.
  'the defaults': { filter: {}, page: 1 },
};

describe("a list's first page foreseen before react-admin has loaded", () => {
  beforeEach(() => localStorage.clear());

  describe.each(lists)('%s', (_name, list) => {
    it.each(addresses.flatMap((search) => Object.keys(storedViews).map((view) => [search || '(no view)', view] as const)))(
      'on the address %s with %s stored is the page react-admin asks for',
      (search, view) => {
        const stored = storedViews[view];
        // Stored as react-admin stores it (AdminStart.tsx's localStorageStore), read back from the browser's storage.
        const store = localStorageStore();
        store.setup();
        if (stored) store.setItem(`${list.resource}.listParams`, stored);
        const address = search === '(no view)' ? '' : search;
        expect(listQueryAt(list, address, localStorage)).toEqual(reactAdminsFirstPage(list, address, stored ?? {}));
      },
    );
  });

  it("takes the list's defaults when the stored view cannot be read", () => {
    const list = screens.invoiceList.list;
    const unreadable = { getItem: () => '{kein json' };
    const refusing = {
      getItem: () => {
        throw new DOMException('Der Speicher ist gesperrt.', 'SecurityError');
      },
    };
    const defaults = { filter: {}, sort: { field: 'id', order: 'DESC' }, pagination: { page: 1, perPage: 10 } };
    expect(listQueryAt(list, '', unreadable)).toEqual(defaults);
    expect(listQueryAt(list, '', refusing)).toEqual(defaults);
  });
});
