import type { ReactElement } from 'react';
import { BooleanInput, DateInput, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { channelChoices } from './channel-choices';
import { NotesPreview } from './NotesPreview';
import { todayInBerlin } from '../shell/berlin-date';

/** Version, channel, date, Markdown notes with their preview, installer and 'veröffentlicht'. */
export function ReleaseForm({ toolbar }: { toolbar?: ReactElement }) {
  return (
    <SimpleForm toolbar={toolbar} defaultValues={{ channel: 'stable', publishedOn: todayInBerlin(), published: false }}>
      <TextInput source="version" validate={required()} helperText="resources.releases.hints.version" />
      <SelectInput source="channel" choices={channelChoices} validate={required()} />
      <DateInput source="publishedOn" validate={required()} />
      <TextInput source="notes" multiline minRows={6} fullWidth helperText="resources.releases.hints.notes" />
      <NotesPreview />
      <TextInput source="installer" validate={required()} fullWidth helperText="resources.releases.hints.installer" />
      <BooleanInput source="published" helperText="resources.releases.hints.published" />
    </SimpleForm>
  );
}
