import { required, SimpleForm, TextInput } from 'react-admin';

/** Name (as the toggle addresses use it) and description of a feature flag. */
export function FeatureForm() {
  return (
    <SimpleForm>
      <TextInput
        source="name"
        label="Name"
        validate={required()}
        helperText="Ein Buchstabe, dann Buchstaben, Ziffern, Punkt, Binde- und Unterstrich"
      />
      <TextInput source="description" label="Beschreibung" multiline fullWidth />
    </SimpleForm>
  );
}
