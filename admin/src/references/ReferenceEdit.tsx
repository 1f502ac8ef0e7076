import { Button } from '@mui/material';
import { DeleteButton, Edit, ListButton, SaveButton, Toolbar, TopToolbar, useNotify, useRedirect } from 'react-admin';
import { useParams } from 'react-router';
import { texts } from '@bfsm/api-adapter';
import { ReferenceForm } from './ReferenceForm';
import { referencePaths } from './reference-paths';
import { saveFailureText } from './save-failure';

/** /admin/reference/{id}: 'Referenz gespeichert.' and stay; delete after a confirmation, then the list. */
export default function ReferenceEdit() {
  const { id = '' } = useParams();
  const notify = useNotify();
  const redirect = useRedirect();
  const onError = (error: unknown) => notify(saveFailureText(error), { type: 'error' });
  return (
    <>
      <Edit
        resource="references"
        id={id}
        title="Referenz bearbeiten"
        mutationMode="pessimistic"
        redirect={false}
        mutationOptions={{ onSuccess: () => notify(texts.success.referenceSaved, { type: 'success' }), onError }}
        actions={
          <TopToolbar>
            <ListButton resource="references" label="Zurück zur Liste" />
            {/* The public page belongs to the customer app: a full page load. */}
            <Button href={referencePaths.publicPage(id)} size="small">
              Öffentliche Seite ansehen
            </Button>
          </TopToolbar>
        }
      >
        <ReferenceForm
          toolbar={
            <Toolbar sx={{ justifyContent: 'space-between' }}>
              <SaveButton />
              <DeleteButton
                mutationMode="pessimistic"
                confirmTitle="Referenz löschen?"
                confirmContent="Die Referenz und ihre hochgeladenen Bilder werden endgültig gelöscht."
                mutationOptions={{
                  onSuccess: () => {
                    notify('Referenz gelöscht.', { type: 'success' });
                    redirect('list', 'references');
                  },
                  onError,
                }}
              />
            </Toolbar>
          }
        />
      </Edit>
    </>
  );
}
