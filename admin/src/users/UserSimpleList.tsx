import type { UserListRow } from '@bfsm/api-adapter';
import LicenseIcon from '@mui/icons-material/CardMembership';
import PersonIcon from '@mui/icons-material/Person';
import { SimpleList, useTranslate } from 'react-admin';
import { rowTexts } from './row-texts';
import { useOpenRow } from './use-open-row';

/**
 * The user list on a phone: one card per row with what identifies it (e-mail, or whose licence
 * it is), name and licence type, and number. A tap opens the row as 'Öffnen' does. The first
 * look (first-look/) draws the same cards before react-admin has loaded.
 */
export function UserSimpleList() {
  const translate = useTranslate();
  const openRow = useOpenRow();
  const texts = (row: UserListRow) => rowTexts(row, translate);
  return (
    <SimpleList<UserListRow>
      primaryText={(row) => texts(row).primary}
      secondaryText={(row) => texts(row).secondary}
      tertiaryText={(row) => texts(row).tertiary}
      leftIcon={(row) =>
        texts(row).license ? (
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
