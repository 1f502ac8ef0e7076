import { useState } from 'preact/hooks';
import type { Passkey } from '@bfsm/api-adapter';
import { germanDateTime } from '../../dates/german-date-time';
import { TextField } from '../../forms/TextField';
import { passkeyTexts } from './passkey-texts';

const t = passkeyTexts;

interface Props {
  passkey: Passkey;
  busy: boolean;
  onRename: (passkey: Passkey, name: string) => Promise<boolean>;
  onRemove: (passkey: Passkey) => void;
}

/** One passkey: its name, when it was added and last used; renaming in place, removing after a confirmation. */
export function PasskeyItem({ passkey, busy, onRename, onRemove }: Props) {
  const [newName, setNewName] = useState<string>();

  async function save(event: Event) {
    event.preventDefault();
    if (newName !== undefined && (await onRename(passkey, newName.trim()))) setNewName(undefined);
  }

  return (
    <li class="session">
      {newName === undefined ? (
        <p class="session__name">
          <strong>{passkey.name}</strong>
        </p>
      ) : (
        <form class="form" onSubmit={save} noValidate>
          <TextField id={`passkey-name-${passkey.id}`} label={t.newName} value={newName} onValue={setNewName} required disabled={busy} />
          <div class="form__actions">
            <button type="submit" class="button button--primary" disabled={busy}>
              {t.save}
            </button>
            <button type="button" class="button" disabled={busy} onClick={() => setNewName(undefined)}>
              {t.cancel}
            </button>
          </div>
        </form>
      )}
      <dl class="session__facts">
        <dt>{t.addedAt}</dt>
        <dd>{germanDateTime(passkey.createdAt)}</dd>
        <dt>{t.lastUsed}</dt>
        <dd>{passkey.lastUsedAt ? germanDateTime(passkey.lastUsedAt) : t.neverUsed}</dd>
      </dl>
      {newName === undefined && (
        <p>
          <button
            type="button"
            class="button"
            aria-label={t.renameNamed(passkey.name)}
            disabled={busy}
            onClick={() => setNewName(passkey.name)}
          >
            {t.rename}
          </button>{' '}
          <button type="button" class="button" aria-label={t.removeNamed(passkey.name)} disabled={busy} onClick={() => onRemove(passkey)}>
            {t.remove}
          </button>
        </p>
      )}
    </li>
  );
}
