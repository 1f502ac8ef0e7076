import { lazy, Suspense } from 'react';
import { BooleanField, CreateButton, DataTable, DateField, List, SelectField, TopToolbar } from 'react-admin';
import type { Release } from '@bfsm/api-adapter';
import { channelChoices } from './channel-choices';

const Column = DataTable.Col<Release>;

/** With its chart library only when the list is shown, and after the list: the list does not wait for it. */
const VersionsInUse = lazy(() => import('../charts/chart-screens').then((charts) => ({ default: charts.VersionsInUse })));

/** /admin/releases: every version of every channel, newest publication first; a row opens its form. */
export default function ReleaseList() {
  return (
    <List
      title="resources.releases.page.list"
      sort={{ field: 'publishedOn', order: 'DESC' }}
      exporter={false}
      // The empty list keeps its 'Neue Version' button instead of react-admin's generic page.
      empty={false}
      aside={
        <Suspense fallback={null}>
          <VersionsInUse />
        </Suspense>
      }
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
