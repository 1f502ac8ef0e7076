import { CreateButton, DataTable, List, TopToolbar } from 'react-admin';
import type { FeatureRecord } from '@bfsm/api-adapter';

const Column = DataTable.Col<FeatureRecord>;

/** The catalogue of feature flags; each is switched per user on the profile. */
export default function FeatureList() {
  return (
    <List
      title="Features"
      exporter={false}
      perPage={50}
      sort={{ field: 'name', order: 'ASC' }}
      // The empty catalogue keeps the list with its 'Neues Feature' button instead of react-admin's generic 'Erstellen' page.
      empty={false}
      actions={
        <TopToolbar>
          <CreateButton label="Neues Feature" />
        </TopToolbar>
      }
    >
      <DataTable<FeatureRecord> rowClick="edit" bulkActionButtons={false}>
        <Column source="name" label="Name" />
        <Column source="description" label="Beschreibung" />
      </DataTable>
    </List>
  );
}
