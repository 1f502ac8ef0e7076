/** The message under a field; the field points at it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} class="form__error">
      {message}
    </p>
  );
}

/**
 * The aria attributes of a field whose error (if any) is drawn by <FieldError id={errorId(id)}>.
 * `describedBy` names a message elsewhere (a form's alert) that makes the field invalid too.
 */
export function invalidProps(id: string, error: string | undefined, describedBy?: string) {
  if (error) return { 'aria-invalid': true as const, 'aria-describedby': errorId(id) };
  if (describedBy) return { 'aria-invalid': true as const, 'aria-describedby': describedBy };
  return {};
}

export function errorId(fieldId: string): string {
  return `${fieldId}-error`;
}
