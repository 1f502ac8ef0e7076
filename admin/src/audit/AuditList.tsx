import { Datagrid, DateField, FunctionField, List, Pagination, SelectInput, TextField, TextInput, DateInput } from 'react-admin';
import { auditKindNames, describeAuditChange, type AuditEvent } from '@bfsm/api-adapter';

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
  return (
    <List
      title="resources.audit.page.list"
      filters={filters}
      actions={false}
      exporter={false}
      perPage={50}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
    >
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
    </List>
  );
}
