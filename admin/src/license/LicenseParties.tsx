import { Typography } from '@mui/material';
import type { License } from '@bfsm/api-adapter';
import { useRecordContext, useTranslate } from 'react-admin';

/** Whose licence it is: the pool owner, and the member holding it (or that nobody does yet). */
export function LicenseParties() {
  const license = useRecordContext<License>();
  const translate = useTranslate();
  if (!license) return null;
  const holder = license.user ? license.user.email : translate('resources.license.parties.unassigned');
  return (
    <>
      <Typography>{translate('resources.license.parties.owner', { email: license.owner ? license.owner.email : '–' })}</Typography>
      <Typography gutterBottom>{translate('resources.license.parties.holder', { email: holder })}</Typography>
    </>
  );
}
