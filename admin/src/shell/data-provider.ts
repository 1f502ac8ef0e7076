import type { ListQuery, ResourceAdapter } from '@bfsm/api-adapter';
import type { DataProvider, GetListParams } from 'react-admin';

/** One adapter per resource name, as App.tsx registers them. */
export type ResourceAdapters = Record<string, ResourceAdapter>;

function unsupported(method: string, resource: string): Promise<never> {
  return Promise.reject(new Error(`Die Aktion „${method}“ ist für die Ressource „${resource}“ nicht verfügbar.`));
}

function toListQuery(params: GetListParams): ListQuery<Record<string, unknown>> {
  return {
    filter: (params.filter ?? {}) as Record<string, unknown>,
    ...(params.sort ? { sort: { field: params.sort.field, order: params.sort.order === 'DESC' ? 'DESC' : 'ASC' } } : {}),
    ...(params.pagination ? { pagination: params.pagination } : {}),
  };
}

/**
 * react-admin's dataProvider as a thin bridge to the resource adapters of @bfsm/api-adapter,
 * which do the actual mapping onto the webapi. A method an adapter lacks rejects with a German
 * message instead of guessing a call.
 */
export function createDataProvider(adapters: ResourceAdapters): DataProvider {
  return {
    getList: (resource, params) => adapters[resource]?.getList?.(toListQuery(params)) ?? unsupported('getList', resource),
    getOne: (resource) => unsupported('getOne', resource),
    getMany: (resource) => unsupported('getMany', resource),
    getManyReference: (resource) => unsupported('getManyReference', resource),
    create: (resource) => unsupported('create', resource),
    update: (resource) => unsupported('update', resource),
    updateMany: (resource) => unsupported('updateMany', resource),
    delete: (resource) => unsupported('delete', resource),
    deleteMany: (resource) => unsupported('deleteMany', resource),
    // react-admin types each method generic in the record type; the adapters give concrete rows.
  } as DataProvider;
}
