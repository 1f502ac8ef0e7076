import { formatListDate, type UserListRow } from '@bfsm/api-adapter';
import { BooleanField, DataTable } from 'react-admin';
import { OpenRowButton } from './OpenRowButton';
import { UserTableBody } from './UserTableBody';

const Column = DataTable.Col<UserListRow>;

/** The columns of the user list (decision 022); every one but 'Öffnen' sorts on the server. */
export function UserTable({ showFreeAccount }: { showFreeAccount: boolean }) {
  return (
    <DataTable<UserListRow>
      body={UserTableBody}
      rowClick={false}
      bulkActionButtons={false}
      sx={{ '& .RaDataTable-headerCell': { whiteSpace: 'nowrap' }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
    >
      <Column source="sortindex" label="#" />
      <Column source="email" label="E-Mail" />
      <Column source="name" label="Name" />
      <Column source="created" label="Erstellt" render={(row) => formatListDate(row.created)} />
      <Column source="expiration" label="Ablauf (um 23:59)" render={(row) => formatListDate(row.expiration)} />
      <Column source="license" label="Lizenztyp" />
      <Column source="has_completed_install" label="Voll. Install." field={BooleanField} />
      {showFreeAccount && <Column source="free_account" label="Kostenlos" field={BooleanField} />}
      <Column source="owner" label="Eigentümer" />
      <Column label="Öffnen" disableSort>
        <OpenRowButton />
      </Column>
    </DataTable>
  );
}
