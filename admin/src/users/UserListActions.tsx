import { Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Link } from 'react-router';
import { userCalls, userExportAddress } from '@bfsm/api-adapter';
import { useBasename, useListContext, useTranslate } from 'react-admin';
import { useUserListAddress } from './use-user-list-address';

/**
 * 'CSV exportieren' and 'Neuer Benutzer'. The export is a download link to the server, which
 * streams every row of the current view (tab, search, sort) as Benutzer.csv (decision 022).
 */
export function UserListActions() {
  const { filter, term } = useUserListAddress();
  const { sort } = useListContext();
  const basename = useBasename();
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1}>
      <Button href={userExportAddress({ filter, term }, sort)} download={userCalls.userExportFileName} startIcon={<DownloadIcon />}>
        {translate('resources.users.action.export')}
      </Button>
      <Button component={Link} to={`${basename}/users/new`} startIcon={<PersonAddIcon />}>
        {translate('resources.users.action.create')}
      </Button>
    </Stack>
  );
}
