import type { AdminResourceName, ListQuery } from '@bfsm/api-adapter';

/** A react-admin list screen's resource and the defaults its <List> declares (screens.ts hands both out). */
export interface ListScreen {
  resource: AdminResourceName;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  perPage?: number;
}

/** What react-admin's list keeps of its view, in the address or in its store. */
interface ListParams {
  filter?: unknown;
  sort?: unknown;
  order?: unknown;
  page?: unknown;
  perPage?: unknown;
}

const numberOr = (value: unknown, otherwise: number) => {
  if (value === undefined) return otherwise;
  const number = typeof value === 'string' ? parseInt(value, 10) : Number(value);
  return Number.isNaN(number) ? otherwise : number;
};

function fromAddress(search: string): ListParams {
  const params: Record<string, unknown> = Object.fromEntries(new URLSearchParams(search));
  if (typeof params.filter === 'string') {
    try {
      params.filter = JSON.parse(params.filter);
    } catch {
      delete params.filter;
    }
  }
  return params;
}

/** react-admin's localStorageStore (AdminStart.tsx) keeps a list's last view under this key. */
function fromStore(resource: string, storage: Pick<Storage, 'getItem'>): ListParams | undefined {
  try {
    const stored: unknown = JSON.parse(storage.getItem(`RaStore.${resource}.listParams`) ?? 'null');
    return stored && typeof stored === 'object' ? (stored as ListParams) : undefined;
  } catch {
    return undefined;
  }
}

const isCustom = (params: ListParams | undefined): params is ListParams =>
  !!params?.filter &&
  (Object.keys(params.filter).length > 0 || params.order != null || params.page !== 1 || params.perPage != null || params.sort != null);

/**
 * The page a react-admin <List> of `list` will ask its dataProvider for first, on the address
 * `search` and with the view react-admin stored: react-admin's own rule (ra-core's `getQuery` in
 * useListParams; list-query.test.ts holds this one to it), written out because the back-office's entry
 * starts the call before react-admin has loaded (decision 071). The address wins, then a stored
 * view, then the list's defaults.
 */
export function listQueryAt(list: ListScreen, search: string, storage: Pick<Storage, 'getItem'>): ListQuery<Record<string, unknown>> {
  const addressed = fromAddress(search);
  const stored = fromStore(list.resource, storage);
  const params: ListParams = Object.keys(addressed).length > 0 ? addressed : isCustom(stored) ? stored : { filter: {} };
  const sort = { field: 'id', order: 'ASC', ...list.sort };
  // As react-admin: a missing field takes the default order too, a field given alone has none (so ascending).
  const [field, order] = params.sort ? [params.sort, params.order] : [sort.field, sort.order];
  return {
    filter: { ...(params.filter as Record<string, unknown> | undefined) },
    sort: { field: String(field), order: order === 'DESC' ? 'DESC' : 'ASC' },
    pagination: { page: numberOr(params.page ?? 1, 1), perPage: numberOr(params.perPage ?? list.perPage ?? 10, 10) },
  };
}
