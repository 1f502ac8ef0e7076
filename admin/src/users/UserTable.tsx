import { formatListDate, type UserListRow } from '@bfsm/api-adapter';
import { useMediaQuery, type Theme } from '@mui/material';
import { BooleanField, DataTable } from 'react-admin';
import { OpenRowButton } from './OpenRowButton';
import { UserTableBody } from './UserTableBody';
import { IdentityWithName, LicenseOwner, RowNumber, ShortText, Unassigned, type CellWidth } from './UserCells';
import { isLicenseRow } from './row-kind';

const Column = DataTable.Col<UserListRow>;

/**
 * How wide the free-text columns may grow before their text is cut short (full text in the
 * tooltip): together with the other columns they fit the content area beside the menu on a
 * 1280 px window, and use more room on wider screens.
 */
const widths = {
  email: { xs: 150, lg: 160, xl: 300 },
  name: { xs: 100, lg: 110, xl: 220 },
  owner: { xs: 110, lg: 120, xl: 240 },
} satisfies Record<string, CellWidth>;

/**
 * Below 1280 px (a 1024 px laptop, a tablet, beside the menu), where ten columns do not fit: the
 * name moves under the e-mail and 'Erstellt' stays out (it is in the CSV export and sorts the
 * '#'), so the rest fits without scrolling sideways from 900 px up (decision 046); the text columns
 * share what is left. Narrower windows get cards (UserList).
 */
const compactWidths = {
  // The room the other columns and the menu leave (about 100vw − 760 px), six parts to the e-mail, four to the owner.
  email: 'clamp(90px, (100vw - 760px) * 0.6, 300px)',
  owner: 'clamp(60px, (100vw - 760px) * 0.4, 170px)',
} satisfies Record<string, CellWidth>;

/**
 * Tighter cells than react-admin's defaults, headers that may wrap onto two lines, and sort
 * arrows that take room only on the sorted column: every column fits a laptop window.
 */
const tableSx = {
  '& .MuiTableCell-root': { px: 0.75 },
  '& .MuiTableCell-root:first-of-type': { pl: 1.5 },
  '& .RaDataTable-headerCell': { lineHeight: 1.2, verticalAlign: 'bottom' },
  '& .MuiTableSortLabel-root:not(.Mui-active) .MuiTableSortLabel-icon': { display: 'none' },
};

const compactTableSx = { ...tableSx, '& .MuiTableCell-root': { px: 0.5 } };

/** The columns of the user list (decision 022); every one but 'Öffnen' sorts on the server. */
export function UserTable({ showFreeAccount }: { showFreeAccount: boolean }) {
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down(1280), { noSsr: true });
  return (
    <DataTable<UserListRow> body={UserTableBody} rowClick={false} bulkActionButtons={false} sx={compact ? compactTableSx : tableSx}>
      <Column source="sortindex" render={(row) => <RowNumber row={row} />} />
      {compact ? (
        <Column source="email" render={(row) => <IdentityWithName row={row} maxWidth={compactWidths.email} />} />
      ) : (
        <Column
          source="email"
          render={(row) =>
            isLicenseRow(row) ? <LicenseOwner row={row} maxWidth={widths.email} /> : <ShortText value={row.email} maxWidth={widths.email} />
          }
        />
      )}
      {!compact && (
        <Column
          source="name"
          render={(row) => (isLicenseRow(row) ? <Unassigned /> : <ShortText value={row.name} maxWidth={widths.name} />)}
        />
      )}
      {!compact && <Column source="created" render={(row) => formatListDate(row.created)} />}
      <Column source="expiration" render={(row) => formatListDate(row.expiration)} />
      <Column source="license" />
      <Column source="has_completed_install" field={BooleanField} />
      {showFreeAccount && <Column source="free_account" field={BooleanField} />}
      <Column
        source="owner"
        render={(row) => <ShortText value={row.owner ?? ''} maxWidth={compact ? compactWidths.owner : widths.owner} />}
      />
      <Column label="ra.action.open" disableSort>
        <OpenRowButton />
      </Column>
    </DataTable>
  );
}
