import { Button } from '@mui/material';
import { DeleteButton, Edit, ListButton, SaveButton, Toolbar, TopToolbar, useNotify, useRedirect, useTranslate } from 'react-admin';
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
  const translate = useTranslate();
  const onError = (error: unknown) => notify(saveFailureText(error), { type: 'error' });
  return (
    <>
      <Edit
        resource="references"
        id={id}
        title="resources.references.page.edit"
        mutationMode="pessimistic"
        redirect={false}
        mutationOptions={{ onSuccess: () => notify(texts.success.referenceSaved, { type: 'success' }), onError }}
        actions={
          <TopToolbar>
            <ListButton resource="references" label="resources.references.action.back_to_list" />
            {/* The public page belongs to the customer app: a full page load. */}
            <Button href={referencePaths.publicPage(id)} size="small">
              {translate('resources.references.action.public_page')}
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
                confirmTitle="resources.references.delete.title"
                confirmContent="resources.references.delete.content"
                mutationOptions={{
                  onSuccess: () => {
                    notify('resources.references.delete.done', { type: 'success' });
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
