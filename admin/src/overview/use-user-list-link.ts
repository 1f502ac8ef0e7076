import { useBasename } from 'react-admin';
import type { UserListFilter } from '@bfsm/api-adapter';

/** The address of a user list view (tab), as the list keeps it (users/user-list-address.ts). */
export function useUserListLink(): (view: UserListFilter) => string {
  const basename = useBasename();
  return (view) => `${basename}/users?filter=${view}`;
}
