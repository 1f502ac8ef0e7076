import { Create } from 'react-admin';
import { ReleaseForm } from './ReleaseForm';

/** A new version: a draft until 'veröffentlicht' is checked. */
export default function ReleaseCreate() {
  return (
    <Create title="resources.releases.page.create" redirect="list">
      <ReleaseForm />
    </Create>
  );
}
