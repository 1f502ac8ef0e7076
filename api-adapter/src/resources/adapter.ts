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

/** What a form hands over: its values by field name. */
export type FormValues = Record<string, unknown>;

/**
 * Method syntax on purpose: an adapter with a narrower filter or form type still fits the
 * registry that the dataProvider holds. A resource offers only what the webapi can do.
 */
export interface ResourceAdapter {
  getList?(query: ListQuery<Record<string, unknown>>): Promise<ListAnswer<{ id: RecordId }>>;
  getOne?(id: RecordId): Promise<{ id: RecordId }>;
  create?(values: FormValues): Promise<{ id: RecordId }>;
  update?(id: RecordId, values: FormValues): Promise<{ id: RecordId }>;
  delete?(id: RecordId): Promise<{ id: RecordId }>;
}

/** A form value as text; react-admin hands empty inputs over as '' or null. */
export function formText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * A list query in the words of a call that sorts and pages on the server: the sort only when the
 * server knows the field (react-admin may ask for any column).
 */
export function sortedPage<Field extends string>(query: ListQuery<unknown>, sortFields: readonly Field[]) {
  const field = query.sort?.field;
  const known = (sortFields as readonly unknown[]).includes(field);
  return {
    sort: known ? (field as Field) : undefined,
    order: known ? query.sort?.order : undefined,
    page: query.pagination?.page,
    perPage: query.pagination?.perPage,
  };
}

/**
 * An adapter whose code, and the schemas of its calls, load with its first use: the admin's
 * dataProvider holds every adapter from the start, and a resource added later must not grow the
 * admin's initial JavaScript (decision 042).
 */
export function lazyAdapter<Client>(load: () => Promise<(client: Client) => Required<ResourceAdapter>>) {
  return (client: Client): Required<ResourceAdapter> => {
    let loaded: Promise<Required<ResourceAdapter>> | undefined;
    const adapter = () => (loaded ??= load().then((factory) => factory(client)));
    return {
      getList: async (query) => (await adapter()).getList(query),
      getOne: async (id) => (await adapter()).getOne(id),
      create: async (values) => (await adapter()).create(values),
      update: async (id, values) => (await adapter()).update(id, values),
      delete: async (id) => (await adapter()).delete(id),
    };
  };
}
