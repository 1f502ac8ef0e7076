import { FieldError, errorId, invalidProps } from './FieldError';
import { FieldLabel } from './FieldLabel';

interface Props {
  id: string;
  label: string;
  /** As typed: the form checks and converts it before sending. */
  value: string;
  onValue: (value: string) => void;
  min?: number;
  max?: number;
  required?: boolean;
  disabled?: boolean;
  error?: string | undefined;
}

/** A labelled whole-number input. */
export function NumberField({ id, label, value, onValue, min, max, required, disabled, error }: Props) {
  return (
    <div class="form__field">
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        step={1}
        min={min}
        max={max}
        aria-required={required || undefined}
        value={value}
        disabled={disabled}
        onInput={(event) => onValue(event.currentTarget.value)}
        {...invalidProps(id, error)}
      />
      <FieldError id={errorId(id)} message={error} />
    </div>
  );
}
