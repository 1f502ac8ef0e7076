import { BooleanField, CreateButton, DataTable, DateField, List, SelectField, TopToolbar } from 'react-admin';
import type { Release } from '@bfsm/api-adapter';
import { channelChoices } from './channel-choices';
import VersionsInUse from './VersionsInUse';
import { screens } from '../screens';

const Column = DataTable.Col<Release>;

/** /admin/releases: every version of every channel, newest publication first; a row opens its form. */
export default function ReleaseList() {
  return (
    <List
      title="resources.releases.page.list"
      sort={screens.releaseList.list.sort}
      exporter={false}
      // The empty list keeps its 'Neue Version' button instead of react-admin's generic page.
      empty={false}
      aside={<VersionsInUse />}
      actions={
        <TopToolbar>
          <CreateButton label="resources.releases.action.create" />
        </TopToolbar>
      }
    >
      <DataTable<Release> rowClick="edit" bulkActionButtons={false}>
        <Column source="version" />
        <Column source="channel">
          <SelectField source="channel" choices={channelChoices} />
        </Column>
        <Column source="publishedOn">
          <DateField source="publishedOn" locales="de-DE" />
        </Column>
        <Column source="published">
          <BooleanField source="published" />
        </Column>
      </DataTable>
    </List>
  );
}
