import { Create } from 'react-admin';
import { FeatureForm } from './FeatureForm';

/** A new flag, off for every user until an admin switches it on. */
export default function FeatureCreate() {
  return (
    <Create title="resources.features.page.create" redirect="list">
      <FeatureForm />
    </Create>
  );
}
