import type { UserListRow } from '@bfsm/api-adapter';
import LicenseIcon from '@mui/icons-material/CardMembership';
import PersonIcon from '@mui/icons-material/Person';
import { SimpleList, useTranslate } from 'react-admin';
import { isLicenseRow, licenseOwnerLabel } from './row-kind';
import { useOpenRow } from './use-open-row';

/**
 * The user list on a phone: one card per row with what identifies it (e-mail, or whose licence
 * it is), name and licence type, and number. A tap opens the row as 'Öffnen' does.
 */
export function UserSimpleList() {
  const translate = useTranslate();
  const openRow = useOpenRow();
  const licenseNumber = (row: UserListRow) => translate('resources.users.licenseRow.number', { id: row.sortindex });
  return (
    <SimpleList<UserListRow>
      primaryText={(row) =>
        isLicenseRow(row) ? translate('resources.users.licenseRow.owner', { owner: licenseOwnerLabel(row) }) : row.email
      }
      secondaryText={(row) =>
        [isLicenseRow(row) ? translate('resources.license.parties.unassigned') : row.name, row.license].filter(Boolean).join(' · ')
      }
      tertiaryText={(row) => (isLicenseRow(row) ? licenseNumber(row) : `${translate('resources.users.fields.sortindex')}${row.sortindex}`)}
      leftIcon={(row) =>
        isLicenseRow(row) ? (
          <LicenseIcon color="secondary" role="img" aria-label={translate('resources.users.licenseRow.marker')} aria-hidden={false} />
        ) : (
          <PersonIcon />
        )
      }
      rowSx={() => ({ '& .MuiListItemText-primary, & .MuiListItemText-secondary': { overflowWrap: 'anywhere' } })}
      rowClick={(id) => {
        openRow(id);
        return false;
      }}
      sx={{ '& .MuiListItemText-root': { minWidth: 0 } }}
    />
  );
}
