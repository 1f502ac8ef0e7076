import { required, SimpleForm, TextInput } from 'react-admin';

/** Name (as the toggle addresses use it) and description of a feature flag. */
export function FeatureForm() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={required()} helperText="resources.features.hints.name" />
      <TextInput source="description" multiline fullWidth />
    </SimpleForm>
  );
}
