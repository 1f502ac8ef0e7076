import { FieldError, errorId, invalidProps } from './FieldError';
import { FieldLabel } from './FieldLabel';

interface Props {
  id: string;
  label: string;
  /** YYYY-MM-DD, or '' for no date. */
  value: string;
  onValue: (value: string) => void;
  /** The earliest day (YYYY-MM-DD) the date picker offers. */
  min?: string;
  /** The label of the button that empties the field. */
  clearLabel: string;
  disabled?: boolean;
  error?: string | undefined;
}

/** A labelled date input with a button beside it that clears the date. */
export function DateField({ id, label, value, onValue, min, clearLabel, disabled, error }: Props) {
  return (
    <div class="form__field">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div class="form__inline">
        <input
          id={id}
          type="date"
          min={min}
          value={value}
          disabled={disabled}
          onInput={(event) => onValue(event.currentTarget.value)}
          {...invalidProps(id, error)}
        />
        <button type="button" class="button" disabled={disabled || !value} onClick={() => onValue('')}>
          {clearLabel}
        </button>
      </div>
      <FieldError id={errorId(id)} message={error} />
    </div>
  );
}
