import { useEffect, useRef, useState } from 'preact/hooks';
import { asApiError } from '../services/use-load';
import { fieldOfTarget, type FieldErrors } from './server-target';

interface Shown<F extends string> {
  fields: FieldErrors<F>;
  alert?: string | undefined;
  /** The alert is about fields left empty; those still empty point to it. */
  incomplete: boolean;
}

const nothing = { fields: {}, incomplete: false };

/**
 * What a form shows after a refused submit: messages at its fields, or one message in its red
 * alert. Every `show…` replaces what was shown before, and then the focus moves to the first field
 * marked invalid, so that keyboard and screen-reader users land on the problem.
 *
 * `idPrefix` names the alert (`<prefix>-alert`); `fields` are the form's fields under the names
 * the server uses in an error's `target` (see fieldOfTarget).
 */
export function useFormErrors<F extends string>(idPrefix: string, fields: readonly F[]) {
  const [shown, setShown] = useState<Shown<F>>(nothing);
  const [focusRequests, setFocusRequests] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const alertId = `${idPrefix}-alert`;
  // Only after the errors have been drawn is there an invalid field to focus.
  useEffect(() => {
    if (focusRequests) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequests]);

  function show(next: Shown<F>) {
    setShown(next);
    setFocusRequests((count) => count + 1);
  }

  return {
    form,
    alertId,
    fieldErrors: shown.fields,
    formError: shown.alert,
    /** The describedBy of a field that an incomplete-form alert is about, while it is still empty. */
    alertAbout: (empty: boolean) => (shown.incomplete && empty ? alertId : undefined),
    showFieldErrors: (errors: FieldErrors<F>) => show({ fields: errors, incomplete: false }),
    showFormError: (message: string) => show({ fields: {}, alert: message, incomplete: false }),
    /** One message for all fields left empty; the empty ones point to it (see alertAbout). */
    showIncomplete: (message: string) => show({ fields: {}, alert: message, incomplete: true }),
    /** A failed call: at the field its `target` names, else in the alert. */
    showFailure(failure: unknown) {
      const error = asApiError(failure);
      const field = fieldOfTarget(error.target, fields);
      if (!field) return show({ fields: {}, alert: error.message, incomplete: false });
      const fieldErrors: FieldErrors<F> = {};
      fieldErrors[field] = error.message;
      show({ fields: fieldErrors, incomplete: false });
    },
    clear: () => setShown(nothing),
  };
}
