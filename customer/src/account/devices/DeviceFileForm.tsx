import { useState } from 'preact/hooks';
import type { AnySchema } from '@bfsm/api-adapter';
import { OutcomeAlert, type Outcome } from '../../forms/OutcomeAlert';
import { FieldError, errorId, invalidProps } from '../../forms/FieldError';
import { FieldLabel } from '../../forms/FieldLabel';
import { contractProblems } from '../../forms/contract-problems';
import { asApiError } from '../../services/use-load';
import { accountTexts } from '../account-texts';

const t = accountTexts.devices;

interface Props {
  id: string;
  heading: string;
  intro: string;
  label: string;
  submitLabel: string;
  /** The call's body schema and its one field: the form refuses what the server would, in its words. */
  schema: AnySchema;
  field: 'proof' | 'request';
  /** Sends the file's text; answers what to tell the user. */
  onSubmit: (text: string) => Promise<string>;
  /** What the file is about to do, shown before it is sent; undefined while the text is no such file. */
  preview?: (text: string) => string | undefined;
}

/**
 * A file the desktop application wrote, handed to the portal (decision 045): uploaded, or its
 * text pasted (a machine without a network may only show it on screen). The file is read in the
 * browser and sent as text, so the server sees one form either way.
 */
export function DeviceFileForm({ id, heading, intro, label, submitLabel, schema, field, onSubmit, preview }: Props) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);
  const fieldId = `${id}-text`;

  async function submit(event: Event) {
    event.preventDefault();
    setOutcome(undefined);
    const found = contractProblems(schema, { [field]: text.trim() }, [field])[field];
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      setOutcome({ ok: true, text: await onSubmit(text.trim()) });
      setText('');
    } catch (error) {
      setOutcome({ ok: false, text: asApiError(error).message });
    }
    setBusy(false);
  }

  async function load(event: Event) {
    const file = (event.currentTarget as HTMLInputElement).files?.[0];
    if (file) setText(await file.text());
  }

  return (
    <form class="device-file" aria-labelledby={`${id}-heading`} onSubmit={(event) => void submit(event)} noValidate>
      <h3 id={`${id}-heading`}>{heading}</h3>
      <p>{intro}</p>
      <OutcomeAlert outcome={outcome} />
      <label for={`${id}-file`}>{t.fileUpload}</label>
      <input id={`${id}-file`} type="file" onChange={(event) => void load(event)} />
      <FieldLabel htmlFor={fieldId}>{label}</FieldLabel>
      <textarea
        id={fieldId}
        rows={5}
        value={text}
        onInput={(event) => setText((event.currentTarget as HTMLTextAreaElement).value)}
        {...invalidProps(fieldId, problem)}
      />
      <FieldError id={errorId(fieldId)} message={problem} />
      {preview && text.trim() && <p class="device-file__preview">{preview(text.trim())}</p>}
      <button type="submit" class="button" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
