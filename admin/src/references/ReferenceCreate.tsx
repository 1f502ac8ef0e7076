import { Create, ListButton, TopToolbar, useNotify, useRedirect } from 'react-admin';
import { texts } from '@bfsm/api-adapter';
import { ReferenceForm } from './ReferenceForm';
import { saveFailureText } from './save-failure';

/** /admin/reference/new: 'Referenz erstellt.' and back to the list. New references show on the homepage unless unchecked. */
export default function ReferenceCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <>
      <Create
        resource="references"
        title="resources.references.page.create"
        actions={
          <TopToolbar>
            <ListButton resource="references" label="resources.references.action.back_to_list" />
          </TopToolbar>
        }
        mutationOptions={{
          onSuccess: () => {
            notify(texts.success.referenceCreated, { type: 'success' });
            redirect('list', 'references');
          },
          onError: (error) => notify(saveFailureText(error), { type: 'error' }),
        }}
      >
        <ReferenceForm defaultValues={{ show_on_homepage: true }} />
      </Create>
    </>
  );
}
