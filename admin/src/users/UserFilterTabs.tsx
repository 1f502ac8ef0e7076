import { Tab, Tabs } from '@mui/material';
import type { UserListFilter } from '@bfsm/api-adapter';
import { useTranslate } from 'react-admin';
import { useUserListAddress } from './use-user-list-address';

/** The tabs in their order; each one's label is resources.users.tabs.<filter>. */
const tabs: readonly UserListFilter[] = ['all', 'licensed', 'paying', 'concept', 'spam'];

export function UserFilterTabs() {
  const { filter, change } = useUserListAddress();
  const translate = useTranslate();
  return (
    <Tabs value={filter} onChange={(_event, next: UserListFilter) => change({ filter: next })} variant="scrollable" scrollButtons="auto">
      {tabs.map((tab) => (
        // As written: MUI's capitals would turn 'außer' into 'AUSSER'.
        <Tab key={tab} value={tab} label={translate(`resources.users.tabs.${tab}`)} sx={{ textTransform: 'none' }} />
      ))}
    </Tabs>
  );
}
