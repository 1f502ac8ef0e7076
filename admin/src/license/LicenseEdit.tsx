import { DeleteWithConfirmButton, Edit, required, SaveButton, SelectInput, SimpleForm, Toolbar, useNotify } from 'react-admin';
import { texts } from '@bfsm/api-adapter';
import { ExpiryInput } from './ExpiryInput';
import { LicenseParties } from './LicenseParties';
import { licenseTypeChoices } from './license-choices';

function LicenseToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithConfirmButton
        confirmTitle="resources.license.delete.title"
        confirmContent="resources.license.delete.content"
        redirect={() => '/users'}
        mutationMode="pessimistic"
      />
    </Toolbar>
  );
}

/**
 * /admin/license/{licenseId} (README, 'The back-office'): type (required) and expiry with 'Datum löschen'.
 * Saved at once (no undo): the server's German refusals appear at their fields.
 */
export default function LicenseEdit() {
  const notify = useNotify();
  return (
    <Edit
      resource="license"
      title="resources.license.page.edit"
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      mutationOptions={{ onSuccess: () => notify(texts.success.saved, { type: 'success' }) }}
    >
      <SimpleForm toolbar={<LicenseToolbar />}>
        <LicenseParties />
        <SelectInput source="licenseType" choices={licenseTypeChoices} validate={required(texts.validation.licenseType)} />
        <ExpiryInput />
      </SimpleForm>
    </Edit>
  );
}
