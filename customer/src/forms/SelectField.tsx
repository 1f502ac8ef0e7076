import { FieldError, errorId, invalidProps } from './FieldError';
import { FieldLabel } from './FieldLabel';

interface Props {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** Shown as the first, empty option; without one, one of the options is always chosen. */
  placeholder?: string;
  options: readonly string[];
  /** The text of an option whose value is not meant to be read (e.g. a licence type code). */
  optionLabel?: (option: string) => string;
  required?: boolean;
  disabled?: boolean;
  error?: string | undefined;
}

/** A labelled select; with a placeholder its first option is empty, so nothing is chosen for the user. */
export function SelectField({ id, label, value, onValue, placeholder, options, optionLabel, required, disabled, error }: Props) {
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
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel ? optionLabel(option) : option}
          </option>
        ))}
      </select>
      <FieldError id={errorId(id)} message={error} />
    </div>
  );
}
