/**
 * The shape every resource adapter has: plain calls in react-admin's vocabulary (list, get,
 * create, update, delete) mapped onto the webapi, with no React in sight. The admin's
 * dataProvider only forwards to these, so a new resource is one adapter file here.
 */

export type RecordId = string | number;

export interface ListQuery<Filter> {
  filter: Filter;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  pagination?: { page: number; perPage: number };
}

export interface ListAnswer<Row extends { id: RecordId }> {
  data: Row[];
  total: number;
}

/**
 * Method syntax on purpose: an adapter with a narrower filter type still fits the registry
 * that the dataProvider holds.
 */
export interface ResourceAdapter {
  getList?(query: ListQuery<Record<string, unknown>>): Promise<ListAnswer<{ id: RecordId }>>;
}
