import { DataTableBody, DataTableRow, useRecordContext, type DataTableBodyProps, type DataTableRowProps } from 'react-admin';
import { useOpenRow } from './use-open-row';

/** A row opens on double-click, so that a single click can still select text to copy. */
function OpenableRow(props: DataTableRowProps) {
  const record = useRecordContext();
  const openRow = useOpenRow();
  return <DataTableRow {...props} onDoubleClick={() => record && openRow(record.id)} />;
}

export function UserTableBody(props: DataTableBodyProps) {
  return <DataTableBody {...props} row={OpenableRow} />;
}
