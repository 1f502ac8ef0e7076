import { CreateButton, DataTable, List, TopToolbar } from 'react-admin';
import type { FeatureRecord } from '@bfsm/api-adapter';
import { screens } from '../screens';

const Column = DataTable.Col<FeatureRecord>;

/** The catalogue of feature flags; each is switched per user on the profile. */
export default function FeatureList() {
  return (
    <List
      title="resources.features.page.list"
      exporter={false}
      perPage={screens.featureList.list.perPage}
      sort={screens.featureList.list.sort}
      // The empty catalogue keeps the list with its 'Neues Feature' button instead of react-admin's generic 'Erstellen' page.
      empty={false}
      actions={
        <TopToolbar>
          <CreateButton label="resources.features.action.create" />
        </TopToolbar>
      }
    >
      <DataTable<FeatureRecord> rowClick="edit" bulkActionButtons={false}>
        <Column source="name" />
        <Column source="description" />
      </DataTable>
    </List>
  );
}
