import { userListFilters, userListSortFields, listUsers, type UserListFilter, type UserListRow } from '../contract/users.js';
import type { ApiClient } from '../client/create-client.js';
import type { ListAnswer, ListQuery } from './adapter.js';

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

/** The admin user list (spec section 2, /admin/users), paged, sorted and searched on the server. */
export function usersAdapter(client: ApiClient) {
  return {
    async getList(query: ListQuery<UserListQueryFilter>): Promise<ListAnswer<UserListRow>> {
      const term = query.filter.term?.trim();
      const sortField = query.sort?.field;
      // Sorting on any other column would be refused by the server: leave it to its default.
      const sorted = isSortField(sortField);
      const answer = await client.call(listUsers, {
        params: { filter: isFilter(query.filter.filter) ? query.filter.filter : 'all' },
        query: {
          term: term || undefined,
          sort: sorted ? sortField : undefined,
          order: sorted ? query.sort?.order : undefined,
          page: query.pagination?.page,
          perPage: query.pagination?.perPage,
        },
      });
      return { data: answer.users, total: answer.total };
    },
  };
}
