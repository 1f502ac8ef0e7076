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
      <Column source="sortindex" />
      <Column source="email" />
      <Column source="name" />
      <Column source="created" render={(row) => formatListDate(row.created)} />
      <Column source="expiration" render={(row) => formatListDate(row.expiration)} />
      <Column source="license" />
      <Column source="has_completed_install" field={BooleanField} />
      {showFreeAccount && <Column source="free_account" field={BooleanField} />}
      <Column source="owner" />
      <Column label="ra.action.open" disableSort>
        <OpenRowButton />
      </Column>
    </DataTable>
  );
}
