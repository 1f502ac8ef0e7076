import { Tab, Tabs } from '@mui/material';
import type { UserListFilter } from '@bfsm/api-adapter';
import { useUserListAddress } from './use-user-list-address';

const tabs: ReadonlyArray<{ filter: UserListFilter; label: string }> = [
  { filter: 'all', label: 'Alle Benutzer (außer Spam)' },
  { filter: 'licensed', label: 'Aktuelle Lizenzbesitzer' },
  { filter: 'paying', label: 'Zahlende Kunden' },
  { filter: 'concept', label: 'Concept' },
  { filter: 'spam', label: 'Spam' },
];

export function UserFilterTabs() {
  const { filter, change } = useUserListAddress();
  return (
    <Tabs value={filter} onChange={(_event, next: UserListFilter) => change({ filter: next })} variant="scrollable" scrollButtons="auto">
      {tabs.map((tab) => (
        // As written: MUI's capitals would turn 'außer' into 'AUSSER'.
        <Tab key={tab.filter} value={tab.filter} label={tab.label} sx={{ textTransform: 'none' }} />
      ))}
    </Tabs>
  );
}
