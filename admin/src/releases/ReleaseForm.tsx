import type { ReactElement } from 'react';
import { BooleanInput, DateInput, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { channelChoices } from './channel-choices';
import { NotesPreview } from './NotesPreview';

/**
 * Today's date in Berlin, as YYYY-MM-DD (the Swedish locale writes dates that way): the portal's
 * days are Berlin's, and the UTC date is yesterday's until 1 or 2 o'clock in the night.
 */
export function todayInBerlin(now = new Date()): string {
  return now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
}

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
