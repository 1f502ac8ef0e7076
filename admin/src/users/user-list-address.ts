import { userCalls, type UserListFilter } from '@bfsm/api-adapter';

/** What the user list keeps in its address: `?filter=…&term=…` (at /admin/users). */
export interface UserListAddress {
  filter: UserListFilter;
  term: string;
}

function isFilter(value: string | null): value is UserListFilter {
  return (userCalls.userListFilters as readonly (string | null)[]).includes(value);
}

/** The list's tabs in their order; each one's label is resources.users.tabs.<filter>. */
export const userListTabs: readonly UserListFilter[] = ['all', 'licensed', 'paying', 'concept', 'spam'];

/** Rows per page of the user list when it opens. */
export const userListPageSize = 50;

export function readUserListAddress(search: string): UserListAddress {
  const query = new URLSearchParams(search);
  const filter = query.get('filter');
  return { filter: isFilter(filter) ? filter : 'all', term: query.get('term') ?? '' };
}

/** The search part for an address; 'all' and an empty term are the defaults and stay out of it. */
export function userListSearch({ filter, term }: UserListAddress): string {
  const query = new URLSearchParams();
  if (filter !== 'all') query.set('filter', filter);
  if (term.trim()) query.set('term', term);
  const search = query.toString();
  return search ? `?${search}` : '';
}
