import { Datagrid, DateField, FunctionField, List, Pagination, SelectInput, TextField, TextInput, DateInput } from 'react-admin';
import { auditKindNames, describeAuditChange, type AuditEvent } from '@bfsm/api-adapter';

const kindChoices = Object.entries(auditKindNames).map(([id, name]) => ({ id, name }));

const filters = [
  <TextInput key="actor" source="actor" label="Ausgeführt von (E-Mail)" alwaysOn />,
  <TextInput key="subject" source="subject" label="Betrifft (E-Mail)" alwaysOn />,
  <SelectInput key="kind" source="kind" label="Aktion" choices={kindChoices} alwaysOn />,
  <DateInput key="from" source="from" label="Von" alwaysOn />,
  <DateInput key="to" source="to" label="Bis" alwaysOn />,
];

/** /admin/audit: every recorded admin action and security event, newest first; read only (decision 027). */
export default function AuditList() {
  return (
    <List
      title="Protokoll"
      filters={filters}
      actions={false}
      exporter={false}
      perPage={50}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField
          source="occurredAt"
          label="Zeitpunkt"
          showTime
          locales="de-DE"
          options={{ dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Europe/Berlin' }}
          sortable={false}
        />
        <FunctionField
          label="Aktion"
          render={(event: AuditEvent) => auditKindNames[event.kind as keyof typeof auditKindNames] ?? event.kind}
        />
        <TextField source="actorEmail" label="Ausgeführt von" emptyText="–" sortable={false} />
        <TextField source="subjectEmail" label="Betrifft" emptyText="–" sortable={false} />
        <TextField source="address" label="Adresse" emptyText="–" sortable={false} />
        <FunctionField label="Änderung" render={(event: AuditEvent) => describeAuditChange(event)} />
      </Datagrid>
    </List>
  );
}
