import {
  adminRegister,
  exportUsers,
  userListFilters,
  userListSortFields,
  listUsers,
  type UserListFilter,
  type UserListRow,
} from '../contract/users.js';
import { buildPath } from '../contract/paths.js';
import type { ApiClient } from '../client/create-client.js';
import { formText, type FormValues, type ListAnswer, type ListQuery } from './adapter.js';

export type UserListSortField = (typeof userListSortFields)[number];

// A type alias, not an interface, so that it fits the generic filter record of ResourceAdapter.
export type UserListQueryFilter = {
  /** The list tab, one of userListFilters; anything else (as from a hand-edited address) means 'all'. */
  filter?: string;
  /** Search words; the server matches every word against e-mail, name and owner. */
  term?: string;
};

function isFilter(value: unknown): value is UserListFilter {
  return (userListFilters as readonly unknown[]).includes(value);
}

function isSortField(value: unknown): value is UserListSortField {
  return (userListSortFields as readonly unknown[]).includes(value);
}

/** The view's tab, search and sort as the list calls send them; what the server would refuse is left out. */
function viewOf(filter: UserListQueryFilter, sort: ListQuery<UserListQueryFilter>['sort']) {
  const term = filter.term?.trim();
  const sortField = sort?.field;
  // Sorting on any other column would be refused by the server: leave it to its default.
  const sorted = isSortField(sortField);
  return {
    params: { filter: isFilter(filter.filter) ? filter.filter : 'all' },
    query: { term: term || undefined, sort: sorted ? sortField : undefined, order: sorted ? sort?.order : undefined },
  };
}

/**
 * The address of the CSV export of a whole view ('CSV exportieren'): a plain download link, since
 * the browser saves the streamed file itself (decision 022).
 */
export function userExportAddress(filter: UserListQueryFilter, sort?: ListQuery<UserListQueryFilter>['sort']): string {
  const view = viewOf(filter, sort);
  const search = new URLSearchParams(Object.entries(view.query).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const query = search.toString();
  return `${buildPath(exportUsers.path, view.params)}${query ? `?${query}` : ''}`;
}

/** The admin user list (/admin/users, decision 022), paged, sorted and searched on the server, and new users. */
export function usersAdapter(client: ApiClient) {
  return {
    async getList(query: ListQuery<UserListQueryFilter>): Promise<ListAnswer<UserListRow>> {
      const view = viewOf(query.filter, query.sort);
      const answer = await client.call(listUsers, {
        params: view.params,
        query: { ...view.query, page: query.pagination?.page, perPage: query.pagination?.perPage },
      });
      return { data: answer.users, total: answer.total };
    },
    /** /admin/users/new: e-mail and the password twice (`plainPassword.first`, `.second`). */
    async create(values: FormValues): Promise<{ id: number }> {
      const password = (values.plainPassword ?? {}) as FormValues;
      const answer = await client.call(adminRegister, {
        body: { email: formText(values.email), plainPassword: { first: formText(password.first), second: formText(password.second) } },
      });
      return { id: answer.user_id };
    },
  };
}
