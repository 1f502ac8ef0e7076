import { Box } from '@mui/material';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  Pagination,
  SelectInput,
  TextField,
  TextInput,
  DateInput,
  useTranslate,
} from 'react-admin';
import { auditKindNames, describeAuditChange, type AuditEvent } from '@bfsm/api-adapter';
import { screens } from '../screens';

const kindChoices = Object.entries(auditKindNames).map(([id, name]) => ({ id, name }));

const filters = [
  <TextInput key="actor" source="actor" alwaysOn />,
  <TextInput key="subject" source="subject" alwaysOn />,
  <SelectInput key="kind" source="kind" choices={kindChoices} alwaysOn />,
  <DateInput key="from" source="from" alwaysOn />,
  <DateInput key="to" source="to" alwaysOn />,
];

/** /admin/audit: every recorded admin action and security event, newest first; read only (decision 027). */
export default function AuditList() {
  const translate = useTranslate();
  return (
    <List
      title="resources.audit.page.list"
      filters={filters}
      actions={false}
      exporter={false}
      perPage={screens.auditList.list.perPage}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
    >
      {/* Read only, so nothing in the table takes the focus: where it is wider than the window, its
          scrolling region does, for the keyboard (WCAG 2.1.1; axe's scrollable-region-focusable). */}
      <Box role="region" aria-label={translate('resources.audit.page.list')} tabIndex={0} sx={{ overflowX: 'auto' }}>
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <DateField
            source="occurredAt"
            showTime
            locales="de-DE"
            options={{ dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Europe/Berlin' }}
            sortable={false}
          />
          <FunctionField
            label="resources.audit.fields.kind"
            render={(event: AuditEvent) => auditKindNames[event.kind as keyof typeof auditKindNames] ?? event.kind}
          />
          <TextField source="actorEmail" emptyText="–" sortable={false} />
          <TextField source="subjectEmail" emptyText="–" sortable={false} />
          <TextField source="address" emptyText="–" sortable={false} />
          <FunctionField label="resources.audit.fields.change" render={(event: AuditEvent) => describeAuditChange(event)} />
        </Datagrid>
      </Box>
    </List>
  );
}
