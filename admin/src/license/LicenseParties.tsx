import { Typography } from '@mui/material';
import type { License } from '@bfsm/api-adapter';
import { useRecordContext } from 'react-admin';

/** Whose licence it is: the pool owner, and the member holding it (or that nobody does yet). */
export function LicenseParties() {
  const license = useRecordContext<License>();
  if (!license) return null;
  return (
    <>
      <Typography>Eigentümer: {license.owner ? license.owner.email : '–'}</Typography>
      <Typography gutterBottom>Vergeben an: {license.user ? license.user.email : 'noch nicht vergeben'}</Typography>
    </>
  );
}
