import { FieldError, errorId, invalidProps } from './FieldError';
import { FieldLabel } from './FieldLabel';

interface Props {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  type?: 'text' | 'email' | 'password' | 'tel';
  autocomplete?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string | undefined;
  /** A message elsewhere that makes this field invalid (see invalidProps). */
  describedBy?: string | undefined;
  /** A line under the field that explains what belongs into it; the field points at it too. */
  hint?: string | undefined;
  /**
   * false: required without the visible star, in a form where every field is required and which
   * therefore has no required hint to explain the star (the login).
   */
  markRequired?: boolean;
}

/** A labelled input with its error message underneath. */
export function TextField({
  id,
  label,
  value,
  onValue,
  type = 'text',
  autocomplete,
  required,
  disabled,
  error,
  describedBy,
  hint,
  markRequired = true,
}: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  // The error (or the message elsewhere) first, then the hint.
  const described = [error ? errorId(id) : describedBy, hintId].filter(Boolean).join(' ') || undefined;
  const inputProps = {
    id,
    autocomplete,
    'aria-required': required || undefined,
    value,
    disabled,
    onInput: (event: { currentTarget: HTMLInputElement }) => onValue(event.currentTarget.value),
    ...invalidProps(id, error, describedBy),
    'aria-describedby': described,
  };
  // Preact's typings accept a union of text types only on their variant with `list`, and keep
  // 'password' apart; hence the two branches.
  return (
    <div class="form__field">
      <FieldLabel htmlFor={id} required={required && markRequired}>
        {label}
      </FieldLabel>
      {type === 'password' ? <input type="password" {...inputProps} /> : <input type={type} list={undefined} {...inputProps} />}
      {hint && (
        <p id={hintId} class="form__hint">
          {hint}
        </p>
      )}
      <FieldError id={errorId(id)} message={error} />
    </div>
  );
}
