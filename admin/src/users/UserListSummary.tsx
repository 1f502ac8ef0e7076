import { Typography } from '@mui/material';
import { useListContext } from 'react-admin';

export function UserListSummary() {
  const { total } = useListContext();
  if (total === undefined) return null;
  return (
    <Typography variant="body2" role="status" sx={{ whiteSpace: 'nowrap' }}>
      {total} Benutzer in dieser Ansicht
    </Typography>
  );
}
