import { Edit } from 'react-admin';
import { FeatureForm } from './FeatureForm';

/** Renames a flag or changes its description; saved at once, since a new name is a new id. */
export default function FeatureEdit() {
  return (
    <Edit title="resources.features.page.edit" mutationMode="pessimistic" redirect="list">
      <FeatureForm />
    </Edit>
  );
}
