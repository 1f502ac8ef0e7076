/** A field's label; required fields carry a visible star, and their input says so with aria-required. */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label for={htmlFor}>
      {label}
      {required && (
        <span class="form__required" aria-hidden="true">
          {' *'}
        </span>
      )}
    </label>
  );
}
