import { Tab, Tabs } from '@mui/material';
import type { UserListFilter } from '@bfsm/api-adapter';
import { useTranslate } from 'react-admin';
import { useUserListAddress } from './use-user-list-address';
import { userListTabs } from './user-list-address';

export function UserFilterTabs() {
  const { filter, change } = useUserListAddress();
  const translate = useTranslate();
  return (
    <Tabs value={filter} onChange={(_event, next: UserListFilter) => change({ filter: next })} variant="scrollable" scrollButtons="auto">
      {userListTabs.map((tab) => (
        // As written: MUI's capitals would turn 'außer' into 'AUSSER'.
        <Tab key={tab} value={tab} label={translate(`resources.users.tabs.${tab}`)} sx={{ textTransform: 'none' }} />
      ))}
    </Tabs>
  );
}
