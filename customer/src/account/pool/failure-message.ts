import { texts } from '@bfsm/api-adapter';
import { asApiError } from '../../services/use-load';

interface FormErrors {
  showFailure(failure: unknown): void;
  showFormError(message: string): void;
}

/**
 * What the invite and add-licence forms show after a failed call: the server's refusal (at its
 * field, or in the alert), or for anything else the generic fallback 'Es ist ein Fehler
 * aufgetreten'.
 */
export function showPoolFormFailure(failure: unknown, errors: FormErrors): void {
  const error = asApiError(failure);
  if (error.status >= 400 && error.status < 500) errors.showFailure(error);
  else errors.showFormError(texts.errors.genericNoDot);
}
