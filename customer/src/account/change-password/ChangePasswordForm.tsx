import { useState } from 'preact/hooks';
import { accountCalls, texts } from '@bfsm/api-adapter';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { passwordPairFields } from '../../forms/password-pair';
import { PasswordPairFields } from '../../forms/PasswordPairFields';
import type { FieldErrors } from '../../forms/server-target';
import { SubmitActions } from '../../forms/SubmitActions';
import { TextField } from '../../forms/TextField';
import { useFormErrors } from '../../forms/use-form-errors';
import { usePasswordPair } from '../../forms/use-password-pair';
import { useServices } from '../../services/services';
import { accountTexts } from '../account-texts';

const t = accountTexts.changePassword;
const fields = ['oldPassword', ...passwordPairFields] as const;
type Field = (typeof fields)[number];

interface Props {
  /** Another user's account, whose password an admin sets without the old one; absent for the own account. */
  otherUser?: { id: number; email: string };
  /** After a change: the other sessions have ended. */
  onChanged?: () => void;
}

/** The old password (own account only) and the new one twice; the password checks run before sending. */
export function ChangePasswordForm({ otherUser, onChanged }: Props) {
  const { client } = useServices();
  const [oldPassword, setOldPassword] = useState('');
  const password = usePasswordPair('change');
  const [sending, setSending] = useState(false);
  const [changed, setChanged] = useState(false);
  const { form, alertId, fieldErrors, formError, showFieldErrors, showFailure, clear } = useFormErrors<Field>('change-password', fields);
  const own = otherUser === undefined;

  async function save(event: Event) {
    event.preventDefault();
    const problems: FieldErrors<Field> = { ...password.problems() };
    if (own && !oldPassword) problems.oldPassword = texts.validation.required;
    setChanged(false);
    if (Object.keys(problems).length) {
      showFieldErrors(problems);
      return;
    }
    clear();
    setSending(true);
    try {
      await client.call(accountCalls.changePassword, {
        params: { userId: otherUser?.id },
        body: { oldPassword: own ? oldPassword : undefined, plainPassword: password.pair },
      });
      setOldPassword('');
      password.empty();
      setChanged(true);
      onChanged?.();
    } catch (failure) {
      showFailure(failure);
    } finally {
      setSending(false);
    }
  }

  return (
    <form ref={form} class="form" onSubmit={save} noValidate aria-busy={sending}>
      {formError && <ErrorAlert id={alertId}>{formError}</ErrorAlert>}
      {changed && (
        <p class="alert alert--success" role="status">
          {texts.success.passwordChanged}
        </p>
      )}
      {otherUser && <p>{t.forUser(otherUser.email)}</p>}
      {own && (
        <TextField
          id="change-password-old"
          label={t.oldPassword}
          type="password"
          autocomplete="current-password"
          value={oldPassword}
          onValue={setOldPassword}
          required
          disabled={sending}
          error={fieldErrors.oldPassword}
        />
      )}
      <PasswordPairFields id="change-password" labels={t} {...password.entries} disabled={sending} errors={fieldErrors} />
      <p class="form__hint">{t.othersSignedOut}</p>
      <SubmitActions label={t.submit} sending={sending} />
    </form>
  );
}
