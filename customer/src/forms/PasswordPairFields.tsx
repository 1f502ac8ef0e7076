import type { PasswordPairField } from './password-pair';
import type { FieldErrors } from './server-target';
import { TextField } from './TextField';

interface Props {
  /** The first entry's id; the repetition's is `<id>-repeat`. */
  id: string;
  labels: { password: string; passwordRepeat: string };
  first: string;
  second: string;
  onFirst: (value: string) => void;
  onSecond: (value: string) => void;
  disabled?: boolean;
  errors: FieldErrors<PasswordPairField>;
}

/** A new password and its repetition, both required; password managers offer to generate one. */
export function PasswordPairFields({ id, labels, first, second, onFirst, onSecond, disabled, errors }: Props) {
  const entries = [
    { id, label: labels.password, value: first, onValue: onFirst, error: errors['plainPassword.first'] },
    { id: `${id}-repeat`, label: labels.passwordRepeat, value: second, onValue: onSecond, error: errors['plainPassword.second'] },
  ];
  return (
    <>
      {entries.map((entry) => (
        <TextField key={entry.id} {...entry} type="password" autocomplete="new-password" required disabled={disabled} />
      ))}
    </>
  );
}
