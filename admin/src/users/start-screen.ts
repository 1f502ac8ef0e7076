import { adminResourceAdapters } from '@bfsm/api-adapter';
import type { EarlyRequests } from '../shell/early-requests';
import { readUserListAddress, userListPageSize } from './user-list-address';

/** The list's first page, as the users adapter answers react-admin's getList. */
export type UserListPage = Awaited<ReturnType<ReturnType<typeof adminResourceAdapters.users>['getList']>>;

/** Whether an address is the user list, the back-office's usual start. */
export const isUserListAddress = (pathname: string) => pathname.replace(/\/$/, '') === '/admin/users';

/**
 * When the back-office opens on the user list, its first page is asked for as soon as the sign-in
 * check has found an admin: beside react-admin's start, instead of after it (decision 046). The page is asked as the list will ask it: its address's tab
 * and search, the first page, react-admin's default order. Resolves to that page, where one was
 * asked for and answered.
 */
export async function preloadStartScreen(
  where: { pathname: string; search: string },
  early: Pick<EarlyRequests, 'start'>,
  adminSignedIn: Promise<boolean>,
): Promise<UserListPage | undefined> {
  if (!isUserListAddress(where.pathname)) return undefined;
  const { filter, term } = readUserListAddress(where.search);
  if (!(await adminSignedIn)) return undefined;
  return early.start((client) =>
    adminResourceAdapters.users(client).getList({
      filter: { filter, term },
      pagination: { page: 1, perPage: userListPageSize },
      sort: { field: 'id', order: 'ASC' },
    }),
  );
}
