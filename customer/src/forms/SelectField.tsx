import { FieldError, errorId, invalidProps } from './FieldError';
import { FieldLabel } from './FieldLabel';

interface Props {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** Shown as the first, empty option. */
  placeholder: string;
  options: readonly string[];
  required?: boolean;
  disabled?: boolean;
  error?: string | undefined;
}

/** A labelled select whose first option is empty, so nothing is chosen for the user. */
export function SelectField({ id, label, value, onValue, placeholder, options, required, disabled, error }: Props) {
  return (
    <div class="form__field">
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <select
        id={id}
        aria-required={required || undefined}
        value={value}
        disabled={disabled}
        onChange={(event) => onValue(event.currentTarget.value)}
        {...invalidProps(id, error)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldError id={errorId(id)} message={error} />
    </div>
  );
}
