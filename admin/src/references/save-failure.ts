import { texts } from '@bfsm/api-adapter';

/**
 * The notice after a failed save or delete: the generic error text, plus the server's own
 * message when no field shows it (a field error is shown at its field).
 */
export function saveFailureText(error: unknown): string {
  const fieldError =
    typeof error === 'object' && error !== null && 'body' in error && Boolean((error as { body?: { errors?: unknown } }).body?.errors);
  const message = error instanceof Error ? error.message : '';
  return fieldError || !message || message === texts.errors.generic ? texts.errors.generic : `${texts.errors.generic} ${message}`;
}
