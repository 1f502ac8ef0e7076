import { useListContext, useLocation, useNavigate } from 'react-admin';
import { readUserListAddress, userListSearch, type UserListAddress } from './user-list-address';

/**
 * The list's tab and search words, kept in the address (not in react-admin's own JSON `filter`
 * parameter) so that /admin/users?filter=paying&term=… can be bookmarked and shared.
 * Changing either goes back to the first page. Use inside the list.
 */
export function useUserListAddress() {
  const location = useLocation();
  const navigate = useNavigate();
  const { setPage } = useListContext();
  const address = readUserListAddress(location.search);

  const change = (changes: Partial<UserListAddress>, options: { replace?: boolean } = {}) => {
    setPage(1);
    navigate({ pathname: location.pathname, search: userListSearch({ ...address, ...changes }) }, options);
  };
  return { ...address, change };
}
