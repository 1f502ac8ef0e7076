import type { ComponentChildren } from 'preact';
import { FieldError, errorId, invalidProps } from './FieldError';
import { FieldLabel } from './FieldLabel';

interface Props {
  id: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  /** The label; may hold links. */
  children: ComponentChildren;
  required?: boolean;
  disabled?: boolean;
  error?: string | undefined;
  /** A message elsewhere that makes this box invalid (see invalidProps). */
  describedBy?: string | undefined;
}

/** A checkbox with its label beside it and its error message underneath. */
export function CheckboxField({ id, checked, onChecked, children, required, disabled, error, describedBy }: Props) {
  return (
    <div class="form__field form__field--checkbox">
      <div class="form__checkbox">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-required={required || undefined}
          disabled={disabled}
          onChange={(event) => onChecked(event.currentTarget.checked)}
          {...invalidProps(id, error, describedBy)}
        />
        <FieldLabel htmlFor={id} required={required}>
          {children}
        </FieldLabel>
      </div>
      <FieldError id={errorId(id)} message={error} />
    </div>
  );
}
