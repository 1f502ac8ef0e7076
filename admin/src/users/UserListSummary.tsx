import { Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

export function UserListSummary() {
  const { total } = useListContext();
  const translate = useTranslate();
  if (total === undefined) return null;
  return (
    <Typography variant="body2" role="status" sx={{ whiteSpace: 'nowrap' }}>
      {translate('resources.users.summary', { total })}
    </Typography>
  );
}
