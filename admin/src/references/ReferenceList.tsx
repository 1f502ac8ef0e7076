import { CreateButton, Datagrid, List, TextField, TopToolbar, useBasename } from 'react-admin';
import { referencePaths } from './reference-paths';
import { screens } from '../screens';

/** /admin/references: id, title and teaser text; a row opens the reference's form. */
export default function ReferenceList() {
  const basename = useBasename();
  return (
    <>
      <List
        title="resources.references.page.list"
        sort={screens.referenceList.list.sort}
        exporter={false}
        // react-admin's own empty page would offer its create address, not ours.
        empty={false}
        actions={
          <TopToolbar>
            <CreateButton to={`${basename}${referencePaths.create}`} label="resources.references.action.create" />
          </TopToolbar>
        }
      >
        <Datagrid rowClick={(id) => `${basename}${referencePaths.edit(id)}`} bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="title" />
          <TextField source="teaserText" sortable={false} />
        </Datagrid>
      </List>
    </>
  );
}
