import { Stack, useMediaQuery, type Theme } from '@mui/material';
import { useLayoutEffect } from 'react';
import { List, Pagination, useListContext, useLocation } from 'react-admin';
import { endFirstLook } from '../first-look/first-look';
import { UserFilterTabs } from './UserFilterTabs';
import { UserListActions } from './UserListActions';
import { UserListSummary } from './UserListSummary';
import { UserSearchBox } from './UserSearchBox';
import { UserSimpleList } from './UserSimpleList';
import { UserTable } from './UserTable';
import { readUserListAddress, userListPageSize } from './user-list-address';

/**
 * The first look of the list (first-look/) gives way once react-admin has drawn the rows, the
 * answer that there are none, or an error, before the browser paints them.
 */
function EndFirstLookWhenDrawn() {
  const { isPending, error } = useListContext();
  useLayoutEffect(() => {
    if (!isPending || error) endFirstLook();
  }, [isPending, error]);
  return null;
}

/**
 * /admin/users. Tab and search words live in the address under our own names, so react-admin's
 * location sync (which would write its JSON `filter` parameter) is off and they reach the
 * dataProvider as the list's fixed filter; paging and sorting happen on the server.
 */
export default function UserList() {
  const { filter, term } = readUserListAddress(useLocation().search);
  // Below 900 px, beside the menu, not even the compact table's columns fit: there each row becomes a card.
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'), { noSsr: true });
  return (
    <List
      title="resources.users.page.list"
      disableSyncWithLocation
      filter={{ filter, term }}
      actions={false}
      exporter={false}
      empty={false}
      // Beside the list in every state (its content gives way to an error message): no side panel, only the hand-over.
      aside={<EndFirstLookWhenDrawn />}
      perPage={userListPageSize}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
    >
      <UserFilterTabs />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', p: 2, flexWrap: 'wrap' }}>
        <UserSearchBox />
        <UserListSummary />
        <UserListActions />
      </Stack>
      {phone ? <UserSimpleList /> : <UserTable showFreeAccount={filter !== 'paying'} />}
    </List>
  );
}
