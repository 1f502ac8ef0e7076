import type { ComponentChildren } from 'preact';

/** A field's label; required fields carry a visible star, and their input says so with aria-required. */
export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean | undefined;
  children: ComponentChildren;
}) {
  return (
    <label for={htmlFor}>
      {children}
      {required && (
        <span class="form__required" aria-hidden="true">
          {' *'}
        </span>
      )}
    </label>
  );
}
