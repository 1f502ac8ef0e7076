import { ApiError, isAdminResourceName, type AdminResourceName, type ListQuery, type ResourceAdapter } from '@bfsm/api-adapter';
import type { DataProvider, GetListParams } from 'react-admin';

/** Adapters by resource name; a name the api-adapter does not know fails typecheck. */
export type ResourceAdapters = Partial<Record<AdminResourceName, ResourceAdapter>>;

function unsupported(method: string, resource: string): Promise<never> {
  return Promise.reject(new Error(`Die Aktion „${method}“ ist für die Ressource „${resource}“ nicht verfügbar.`));
}

/** react-admin's getList parameters as an adapter's list query (also what list-query.ts must foresee). */
export function toListQuery(params: GetListParams): ListQuery<Record<string, unknown>> {
  return {
    filter: (params.filter ?? {}) as Record<string, unknown>,
    ...(params.sort ? { sort: { field: params.sort.field, order: params.sort.order === 'DESC' ? 'DESC' : 'ASC' } } : {}),
    ...(params.pagination ? { pagination: params.pagination } : {}),
  };
}

/**
 * A refusal that names a form field becomes react-admin's server-side validation error
 * (`body.errors`), so the form shows the server's German message at that field; other errors
 * pass unchanged and react-admin shows their message as a notification.
 */
export function toReactAdminError(error: unknown): unknown {
  if (error instanceof ApiError && error.target)
    return Object.assign(error, { body: { errors: { [formField(error.target)]: error.message } } });
  return error;
}

/** The form's field of a target: the multipart name 'create_reference_form[title]' is 'title'. */
function formField(target: string): string {
  return /\[([^[\]]+)\]$/.exec(target)?.[1] ?? target;
}

async function run<T>(method: string, resource: string, work: (() => Promise<T>) | undefined): Promise<T> {
  if (!work) return unsupported(method, resource);
  try {
    return await work();
  } catch (error) {
    throw toReactAdminError(error);
  }
}

/**
 * react-admin's dataProvider as a thin bridge to the resource adapters of @bfsm/api-adapter,
 * which do the actual mapping onto the webapi. A method an adapter lacks rejects with a German
 * message instead of guessing a call. `extra` adds the few calls that are no resource (the
 * admin links), for `useDataProvider()`.
 */
export function createDataProvider<Extra extends object = Record<never, never>>(
  adapters: ResourceAdapters,
  extra?: Extra,
): DataProvider & Extra {
  // react-admin hands over any string (it comes from the address), hence the check at run time.
  const adapter = (resource: string) => (isAdminResourceName(resource) ? adapters[resource] : undefined);
  const provider = {
    getList: (resource: string, params: GetListParams) => {
      const getList = adapter(resource)?.getList?.bind(adapter(resource));
      return run('getList', resource, getList && (() => getList(toListQuery(params))));
    },
    getOne: (resource: string, params: { id: string | number }) => {
      const getOne = adapter(resource)?.getOne?.bind(adapter(resource));
      return run('getOne', resource, getOne && (async () => ({ data: await getOne(params.id) })));
    },
    create: (resource: string, params: { data: Record<string, unknown> }) => {
      const create = adapter(resource)?.create?.bind(adapter(resource));
      return run('create', resource, create && (async () => ({ data: await create(params.data) })));
    },
    update: (resource: string, params: { id: string | number; data: Record<string, unknown> }) => {
      const update = adapter(resource)?.update?.bind(adapter(resource));
      return run('update', resource, update && (async () => ({ data: await update(params.id, params.data) })));
    },
    delete: (resource: string, params: { id: string | number; previousData?: Record<string, unknown> }) => {
      const remove = adapter(resource)?.delete?.bind(adapter(resource));
      return run('delete', resource, remove && (async () => ({ data: { ...params.previousData, ...(await remove(params.id)) } })));
    },
    getMany: (resource: string) => unsupported('getMany', resource),
    getManyReference: (resource: string) => unsupported('getManyReference', resource),
    updateMany: (resource: string) => unsupported('updateMany', resource),
    deleteMany: (resource: string) => unsupported('deleteMany', resource),
    ...extra,
  };
  // react-admin types each method generic in the record type; the adapters give concrete rows.
  return provider as unknown as DataProvider & Extra;
}
