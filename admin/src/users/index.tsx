import { lazy } from 'react';
import { Route } from 'react-router';
import UserIcon from '@mui/icons-material/People';
import { adminResourceAdapters } from '@bfsm/api-adapter';
import type { AdminResource } from '../shell/admin-resource';
import type { EarlyRequests } from '../shell/early-requests';
import { readUserListAddress, userListPageSize } from './user-list-address';

const loadUserList = () => import('./UserList');

/** Loaded when first shown, so the start of the admin stays small. */
const UserList = lazy(loadUserList);
const UserCreate = lazy(() => import('./UserCreate'));

/** /admin/users, and the form at the fixed address /admin/users/new (not react-admin's /create). */
export const usersResource = {
  name: 'users',
  list: UserList,
  icon: UserIcon,
  children: <Route path="new" element={<UserCreate />} />,
} satisfies AdminResource;

/**
 * When the back-office opens on the user list, its chunk is asked for at once, and its first page
 * as soon as the sign-in check has found an admin: beside react-admin's start, instead of one after
 * the other after it (decision 046). The page is asked as the list will ask it: its address's tab
 * and search, the first page, react-admin's default order.
 */
export function preloadStartScreen(
  where: { pathname: string; search: string },
  early: Pick<EarlyRequests, 'start'>,
  adminSignedIn: Promise<boolean>,
): void {
  if (where.pathname.replace(/\/$/, '') !== '/admin/users') return;
  void loadUserList();
  const { filter, term } = readUserListAddress(where.search);
  void adminSignedIn.then((admin) => {
    if (!admin) return;
    void early.start((client) =>
      adminResourceAdapters.users(client).getList({
        filter: { filter, term },
        pagination: { page: 1, perPage: userListPageSize },
        sort: { field: 'id', order: 'ASC' },
      }),
    );
  });
}
