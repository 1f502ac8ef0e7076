import { Button, Stack } from '@mui/material';
import { DateInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { texts } from '@bfsm/api-adapter';
import { expiryProblem, licenseDateMinimum } from './license-choices';

/** The expiry date (not before 2024-09-01) with 'Datum löschen', which leaves the licence without one. */
export function ExpiryInput() {
  const { setValue } = useFormContext();
  const expiration: unknown = useWatch({ name: 'expiration' });
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <DateInput source="expiration" validate={expiryProblem} slotProps={{ htmlInput: { min: licenseDateMinimum } }} />
      <Button onClick={() => setValue('expiration', null, { shouldDirty: true, shouldValidate: true })} disabled={!expiration}>
        {texts.license.clearDate}
      </Button>
    </Stack>
  );
}
