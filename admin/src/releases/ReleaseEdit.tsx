import { DeleteButton, Edit, SaveButton, Toolbar } from 'react-admin';
import { ReleaseForm } from './ReleaseForm';

/** Changes a version; deletes it after a confirmation. */
export default function ReleaseEdit() {
  return (
    <Edit title="resources.releases.page.edit" mutationMode="pessimistic" redirect="list">
      <ReleaseForm
        toolbar={
          <Toolbar sx={{ justifyContent: 'space-between' }}>
            <SaveButton />
            <DeleteButton
              mutationMode="pessimistic"
              confirmTitle="resources.releases.delete.title"
              confirmContent="resources.releases.delete.content"
            />
          </Toolbar>
        }
      />
    </Edit>
  );
}
